import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SelectOption } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/checkbox-field';

interface CheckboxGroupProps {
  legend: string;
  options: readonly SelectOption[];
  /** One registration for the whole group: the form's value is the list of checked values. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

/** Several of a list (working days, payment methods), with one message for the list. */
export function CheckboxGroup({ legend, options, registration, error, required }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <CheckboxField key={option.value} label={option.label} value={option.value} {...registration} />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
