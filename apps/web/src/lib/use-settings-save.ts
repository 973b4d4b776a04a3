import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiResult } from '@/lib/api-client';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

export interface SettingsSaveOptions<Saved, F extends FieldValues> {
  fields: ReadonlyArray<Path<F>>;
  setError: UseFormSetError<F>;
  /** The form takes what the server stored (trimmed text, blanks as none). */
  onSaved: (saved: Saved) => void;
}

interface SettingsSaveMessages {
  /** The success toast when the server sends no message: "{name} settings saved successfully!". */
  saved: string;
  /** The error toast when the server's refusal says nothing better. */
  failed: string;
}

/**
 * Saving a settings card: the spec's success toast, or the server's refusal under the fields it
 * names and in an error toast.
 */
export function useSettingsSave<Input, Saved, F extends FieldValues>(
  save: UseMutationResult<ApiResult<Saved>, Error, Input>,
  messages: SettingsSaveMessages,
  { fields, setError, onSaved }: SettingsSaveOptions<Saved, F>,
) {
  const submit = (values: Input) =>
    save.mutate(values, {
      onSuccess: ({ data, message }) => {
        onSaved(data);
        toast.success(message ?? messages.saved);
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        toast.error(messageOf(error, messages.failed));
      },
    });
  return { submit, busy: save.isPending };
}
