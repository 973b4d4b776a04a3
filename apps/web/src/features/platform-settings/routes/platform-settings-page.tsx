import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('platform-settings');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('common:console.pages.superadmin.settings.title')}
        description={t('page.description')}
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <SettingsGroupCard
          group="platform"
          permission="settings_update"
          title={t('cards.platform.title')}
          description={t('cards.platform.description')}
        >
          {(settings, editable) => <PlatformSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="notifications"
          permission="settings_update"
          title={t('cards.notifications.title')}
          description={t('cards.notifications.description')}
        >
          {(settings, editable) => <NotificationSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="security"
          permission="settings_update"
          title={t('cards.security.title')}
          description={t('cards.security.description')}
        >
          {(settings, editable) => <SecuritySettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SettingsGroupCard
          group="email"
          permission="settings_mail_update"
          title={t('cards.email.title')}
          description={t('cards.email.description')}
        >
          {(settings, editable) => <EmailSettingsForm settings={settings} editable={editable} />}
        </SettingsGroupCard>
        <SystemInfoCard />
      </div>
    </div>
  );
}
