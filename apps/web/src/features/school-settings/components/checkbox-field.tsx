import type { InputHTMLAttributes, Ref } from 'react';

interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, for a setting that is on or off. */
export function CheckboxField({ label, className = '', ...rest }: CheckboxFieldProps) {
  return (
    <label className={`flex items-center gap-2 text-sm text-slate-700 ${className}`}>
      <input type="checkbox" className="size-4 rounded border-slate-300" {...rest} />
      {label}
    </label>
  );
}
