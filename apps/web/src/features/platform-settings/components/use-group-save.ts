import {
  PLATFORM_SETTINGS_GROUP_NAMES,
  platformSettingsSavedMessage,
  type PlatformSettingsGroup,
  type PlatformSettingsValue,
} from '@school/contract';
import type { FieldValues } from 'react-hook-form';
import { useSettingsSave, type SettingsSaveOptions } from '@/lib/use-settings-save';
import { useSaveSettingsGroup } from '../api/save-settings-group';

/** Saving a card, with spec 01's toast ("{group} settings saved successfully!"). */
export function useGroupSave<G extends PlatformSettingsGroup, F extends FieldValues>(
  group: G,
  options: SettingsSaveOptions<PlatformSettingsValue[G], F>,
) {
  return useSettingsSave(
    useSaveSettingsGroup(group),
    {
      saved: platformSettingsSavedMessage(group),
      failed: `Failed to save ${PLATFORM_SETTINGS_GROUP_NAMES[group].toLowerCase()} settings`,
    },
    options,
  );
}
