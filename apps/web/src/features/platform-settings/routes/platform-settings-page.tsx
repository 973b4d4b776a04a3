import { PageHeader } from '@/components/ui/page-header';
import { EmailSettingsForm } from '../components/email-settings-form';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { PlatformSettingsForm } from '../components/platform-settings-form';
import { SecuritySettingsForm } from '../components/security-settings-form';
import { SettingsGroupCard } from '../components/settings-group-card';
import { SystemInfoCard } from '../components/system-info-card';

/**
 * Spec 01 "System Settings": four cards, each loaded and saved on its own, and the server's facts.
 * The e-mail card (where every reset link is mailed from) needs settings_mail_update, which only
 * superadmins hold; the others settings_update.
 */
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
          permission="settings_update"
          title="Platform Settings"
          description="Name, timezone, currency and language, and maintenance mode."
        >
          {(settings, editable) => <PlatformSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="notifications"
          permission="settings_update"
          title="Notification Settings"
          description="Which kinds of notification the platform sends."
        >
          {(settings, editable) => <NotificationSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="security"
          permission="settings_update"
          title="Security Settings"
          description="Password policy, session timeout and sign-in attempts; they apply at once."
        >
          {(settings, editable) => <SecuritySettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="email"
          permission="settings_mail_update"
          title="Email Settings"
          description="The SMTP server the platform's e-mail leaves through, and its sender."
        >
          {(settings, editable) => <EmailSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SystemInfoCard />
      </div>
    </div>
  );
}
