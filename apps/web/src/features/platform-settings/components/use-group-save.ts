import type { PlatformSettingsGroup, PlatformSettingsValue } from '@school/contract';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useSettingsSave, type SettingsSaveOptions } from '@/lib/use-settings-save';
import { useSaveSettingsGroup } from '../api/save-settings-group';

/** Saving a card, with spec 01's toast ("{group} settings saved successfully!"). */
export function useGroupSave<G extends PlatformSettingsGroup, F extends FieldValues>(
  group: G,
  options: SettingsSaveOptions<PlatformSettingsValue[G], F>,
) {
  const { t } = useTranslation('platform-settings');
  return useSettingsSave(
    useSaveSettingsGroup(group),
    { saved: t(`saved.${group}`), failed: t(`save_failed.${group}`) },
    options,
  );
}
