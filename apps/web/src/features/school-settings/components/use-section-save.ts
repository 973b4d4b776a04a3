import type { SchoolSettingsSection, SchoolSettingsValue } from '@school/contract';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettingsSave, type SettingsSaveOptions } from '@/lib/use-settings-save';
import { useSaveSettingsSection } from '../api/save-settings-section';

/** Saving a card, with spec 02's toast ("{section} settings saved successfully!"), in the reader's language. */
export function useSectionSave<S extends SchoolSettingsSection, F extends FieldValues>(
  section: S,
  options: SettingsSaveOptions<SchoolSettingsValue[S], F>,
) {
  const { t } = useTranslation('school-settings');
  return useSettingsSave(
    useSaveSettingsSection(section),
    { saved: t(`sections.${section}.saved`), failed: t(`sections.${section}.save_failed`) },
    options,
  );
}
