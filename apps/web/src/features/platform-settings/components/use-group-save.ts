import {
  PLATFORM_SETTINGS_GROUP_NAMES,
  platformSettingsSavedMessage,
  type PlatformSettingsGroup,
  type PlatformSettingsInputValues,
  type PlatformSettingsValue,
} from '@school/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettingsGroup } from '../api/save-settings-group';

interface GroupSaveOptions<G extends PlatformSettingsGroup, F extends FieldValues> {
  fields: ReadonlyArray<Path<F>>;
  setError: UseFormSetError<F>;
  /** The form takes what the server stored (trimmed text, blanks as none). */
  onSaved: (saved: PlatformSettingsValue[G]) => void;
}

/**
 * Saving a card: the toast of spec 01 ("{group} settings saved successfully!"), or the server's
 * refusal under the fields it names and in an error toast.
 */
export function useGroupSave<G extends PlatformSettingsGroup, F extends FieldValues>(
  group: G,
  { fields, setError, onSaved }: GroupSaveOptions<G, F>,
) {
  const save = useSaveSettingsGroup(group);
  const submit = (values: PlatformSettingsInputValues[G]) =>
    save.mutate(values, {
      onSuccess: ({ data, message }) => {
        onSaved(data);
        toast.success(message ?? platformSettingsSavedMessage(group));
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        toast.error(
          messageOf(error, `Failed to save ${PLATFORM_SETTINGS_GROUP_NAMES[group].toLowerCase()} settings`),
        );
      },
    });
  return { submit, busy: save.isPending };
}
