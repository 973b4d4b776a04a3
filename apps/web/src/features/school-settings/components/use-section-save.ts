import {
  SCHOOL_SETTINGS_SECTION_NAMES,
  settingsSavedMessage,
  type SchoolSettingsInputValues,
  type SchoolSettingsSection,
  type SchoolSettingsValue,
} from '@school/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettingsSection } from '../api/save-settings-section';

interface SectionSaveOptions<S extends SchoolSettingsSection, F extends FieldValues> {
  fields: ReadonlyArray<Path<F>>;
  setError: UseFormSetError<F>;
  /** The form takes what the server stored (a code in capitals, trimmed text). */
  onSaved: (saved: SchoolSettingsValue[S]) => void;
}

/**
 * Saving a card: the toast of spec 02 ("{section} settings saved successfully!"), or the
 * server's refusal under the fields it names and in an error toast.
 */
export function useSectionSave<S extends SchoolSettingsSection, F extends FieldValues>(
  section: S,
  { fields, setError, onSaved }: SectionSaveOptions<S, F>,
) {
  const save = useSaveSettingsSection(section);
  const submit = (values: SchoolSettingsInputValues[S]) =>
    save.mutate(values, {
      onSuccess: ({ data, message }) => {
        onSaved(data);
        toast.success(message ?? settingsSavedMessage(section));
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        toast.error(
          messageOf(error, `Failed to save ${SCHOOL_SETTINGS_SECTION_NAMES[section].toLowerCase()} settings`),
        );
      },
    });
  return { submit, busy: save.isPending };
}
