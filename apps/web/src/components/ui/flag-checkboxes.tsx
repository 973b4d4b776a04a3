import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';

interface FlagCheckboxesProps<F extends string> {
  flags: readonly F[];
  labels: Record<F, string>;
  /** The form's own registration of each flag (react-hook-form's `register`). */
  register: (flag: F) => UseFormRegisterReturn;
}

/** A settings group of on/off switches, one checkbox a flag, in two columns. */
export function FlagCheckboxes<F extends string>({ flags, labels, register }: FlagCheckboxesProps<F>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {flags.map((flag) => (
        <CheckboxField key={flag} label={labels[flag]} {...register(flag)} />
      ))}
    </div>
  );
}
