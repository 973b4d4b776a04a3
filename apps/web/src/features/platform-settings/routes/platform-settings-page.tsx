import { PageHeader } from '@/components/ui/page-header';
import { EmailSettingsForm } from '../components/email-settings-form';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { PlatformSettingsForm } from '../components/platform-settings-form';
import { SecuritySettingsForm } from '../components/security-settings-form';
import { SettingsGroupCard } from '../components/settings-group-card';
import { SystemInfoCard } from '../components/system-info-card';

/** Spec 01 "System Settings": four cards, each loaded and saved on its own, and the server's facts. */
export function PlatformSettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="System Settings"
        description="How the platform presents itself, notifies, keeps accounts safe and sends e-mail."
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <SettingsGroupCard
          group="platform"
          title="Platform Settings"
          description="Name, timezone, currency and language, and maintenance mode."
        >
          {(settings) => <PlatformSettingsForm settings={settings} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="notifications"
          title="Notification Settings"
          description="Which kinds of notification the platform sends."
        >
          {(settings) => <NotificationSettingsForm settings={settings} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="security"
          title="Security Settings"
          description="Password policy, session timeout and sign-in attempts; they apply at once."
        >
          {(settings) => <SecuritySettingsForm settings={settings} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="email"
          title="Email Settings"
          description="The SMTP server the platform's e-mail leaves through, and its sender."
        >
          {(settings) => <EmailSettingsForm settings={settings} />}
        </SettingsGroupCard>
        <SystemInfoCard />
      </div>
    </div>
  );
}
