import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Read out by screen readers while the spinner shows. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = 'size-5' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-600">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
