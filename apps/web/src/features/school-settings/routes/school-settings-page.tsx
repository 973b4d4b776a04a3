import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AcademicSettingsForm } from '../components/academic-settings-form';
import { FeeSettingsForm } from '../components/fee-settings-form';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { SchoolInformationForm } from '../components/school-information-form';
import { SettingsSectionCard } from '../components/settings-section-card';

/**
 * Spec 02 "School Settings": four cards, each loaded and saved on its own. The information card
 * is the school's profile (school_profile_update); the others need school_settings_update.
 */
export function SchoolSettingsPage() {
  const { t } = useTranslation('school-settings');
  return (
    <div className="space-y-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <SettingsSectionCard
          section="information"
          permission="school_profile_update"
          title={t('sections.information.title')}
          description={t('sections.information.description')}
        >
          {(information, editable) => <SchoolInformationForm information={information} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="academic"
          permission="school_settings_update"
          title={t('sections.academic.title')}
          description={t('sections.academic.description')}
        >
          {(settings, editable) => <AcademicSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="notifications"
          permission="school_settings_update"
          title={t('sections.notifications.title')}
          description={t('sections.notifications.description')}
        >
          {(settings, editable) => <NotificationSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="fees"
          permission="school_settings_update"
          title={t('sections.fees.title')}
          description={t('sections.fees.description')}
        >
          {(settings, editable) => <FeeSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
      </div>
    </div>
  );
}
