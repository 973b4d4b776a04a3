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
  return (
    <div className="space-y-6">
      <PageHeader
        title="School Settings"
        description="Your school's details, academic calendar, notifications and fees."
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <SettingsSectionCard
          section="information"
          permission="school_profile_update"
          title="School Information"
          description="The school's details, as its profile shows them."
        >
          {(information, editable) => <SchoolInformationForm information={information} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="academic"
          permission="school_settings_update"
          title="Academic Settings"
          description="The academic year, the school day and how marks are given."
        >
          {(settings, editable) => <AcademicSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="notifications"
          permission="school_settings_update"
          title="Notification Settings"
          description="Which messages the school sends, and to whom."
        >
          {(settings, editable) => <NotificationSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="fees"
          permission="school_settings_update"
          title="Fee Management Settings"
          description="When fees fall due, late fees and how they may be paid."
        >
          {(settings, editable) => <FeeSettingsForm settings={settings} editable={editable} />}
        </SettingsSectionCard>
      </div>
    </div>
  );
}
