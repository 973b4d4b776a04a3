import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Read out by screen readers while the spinner shows; "Loading" unless told. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label ?? t('states.loading')}</span>
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

/** Where a page is drawn inside a layout, while its code or its messages load. */
export function PageSpinner() {
  return (
    <div className="flex min-h-64 items-center justify-center text-brand-600">
      <Spinner className="size-8" />
    </div>
  );
}
