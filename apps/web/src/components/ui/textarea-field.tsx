import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the box and announced with it. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box, styled and wired like TextField. */
export function TextAreaField({ label, error, id, className = '', ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;

  return (
    <div className={className}>
      <label htmlFor={textareaId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 aria-invalid:border-red-500"
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
