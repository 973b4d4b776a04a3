import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';

interface SettingsCardProps<T> {
  title: string;
  description: string;
  /** The card's own query, so each card loads, fails and retries apart from the others. */
  query: UseQueryResult<T>;
  /** The card's form, given the settings as the server holds them. */
  children: (value: T) => ReactNode;
}

/** One card of a settings screen: its form once its settings are loaded, and why when they cannot be. */
export function SettingsCard<T>({ title, description, query, children }: SettingsCardProps<T>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {query.isPending && <Spinner label={`Loading ${title}`} />}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {messageOf(query.error, `Failed to fetch ${title.toLowerCase()}`)}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && children(query.data)}
    </section>
  );
}
