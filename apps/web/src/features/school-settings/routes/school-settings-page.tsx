import { PageHeader } from '@/components/ui/page-header';
import { AcademicSettingsForm } from '../components/academic-settings-form';
import { FeeSettingsForm } from '../components/fee-settings-form';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { SchoolInformationForm } from '../components/school-information-form';
import { SettingsSectionCard } from '../components/settings-section-card';

/** Spec 02 "School Settings": four cards, each loaded and saved on its own. */
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
          title="School Information"
          description="The school's details, as its profile shows them."
        >
          {(information) => <SchoolInformationForm information={information} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="academic"
          title="Academic Settings"
          description="The academic year, the school day and how marks are given."
        >
          {(settings) => <AcademicSettingsForm settings={settings} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="notifications"
          title="Notification Settings"
          description="Which messages the school sends, and to whom."
        >
          {(settings) => <NotificationSettingsForm settings={settings} />}
        </SettingsSectionCard>
        <SettingsSectionCard
          section="fees"
          title="Fee Management Settings"
          description="When fees fall due, late fees and how they may be paid."
        >
          {(settings) => <FeeSettingsForm settings={settings} />}
        </SettingsSectionCard>
      </div>
    </div>
  );
}
