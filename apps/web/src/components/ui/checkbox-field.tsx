import type { InputHTMLAttributes, Ref } from 'react';

interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the label saying what turning it on does. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, for a setting that is on or off. */
export function CheckboxField({ label, hint, className = '', ...rest }: CheckboxFieldProps) {
  return (
    <label className={`flex items-start gap-2 text-sm text-slate-700 ${className}`}>
      <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300" {...rest} />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
