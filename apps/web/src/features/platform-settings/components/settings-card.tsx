import type { PlatformSettingsGroup, PlatformSettingsValue } from '@school/contract';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { useSettingsGroup } from '../api/get-settings-group';

interface SettingsCardProps<G extends PlatformSettingsGroup> {
  group: G;
  title: string;
  description: string;
  /** The card's form, given the group as the server holds it. */
  children: (value: PlatformSettingsValue[G]) => ReactNode;
}

/** One card of the settings screen: it loads its own group, and shows why when it cannot. */
export function SettingsCard<G extends PlatformSettingsGroup>({
  group,
  title,
  description,
  children,
}: SettingsCardProps<G>) {
  const headingId = useId();
  const query = useSettingsGroup(group);
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
