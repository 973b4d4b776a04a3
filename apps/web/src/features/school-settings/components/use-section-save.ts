import {
  SCHOOL_SETTINGS_SECTION_NAMES,
  settingsSavedMessage,
  type SchoolSettingsSection,
  type SchoolSettingsValue,
} from '@school/contract';
import type { FieldValues } from 'react-hook-form';
import { useSettingsSave, type SettingsSaveOptions } from '@/lib/use-settings-save';
import { useSaveSettingsSection } from '../api/save-settings-section';

/** Saving a card, with spec 02's toast ("{section} settings saved successfully!"). */
export function useSectionSave<S extends SchoolSettingsSection, F extends FieldValues>(
  section: S,
  options: SettingsSaveOptions<SchoolSettingsValue[S], F>,
) {
  return useSettingsSave(
    useSaveSettingsSection(section),
    {
      saved: settingsSavedMessage(section),
      failed: `Failed to save ${SCHOOL_SETTINGS_SECTION_NAMES[section].toLowerCase()} settings`,
    },
    options,
  );
}
