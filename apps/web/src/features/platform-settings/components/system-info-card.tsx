import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useSystemInfo } from '../api/get-system-info';
import { formatUptime } from '../options';

const ENGINE_NAMES = { sqlite: 'SQLite', postgresql: 'PostgreSQL' } as const;

/** Read-only facts about the API node that answered: nothing here is a fixed figure. */
export function SystemInfoCard() {
  const headingId = useId();
  const query = useSystemInfo();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        System Information
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">The server that answered this page.</p>
      {query.isPending && <Spinner label="Loading System Information" />}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {messageOf(query.error, 'Failed to fetch system information')}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Version</dt>
            <dd className="font-medium text-slate-900">v{query.data.version}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd className="flex items-center gap-2 font-medium text-green-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />
              Online
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Uptime</dt>
            <dd className="font-medium text-slate-900">
              {formatUptime(query.data.uptime_seconds)}
              <span className="block text-xs font-normal text-slate-500">
                since {formatDateTime(query.data.started_at)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Database</dt>
            <dd className="font-medium text-slate-900">{ENGINE_NAMES[query.data.database]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Node.js</dt>
            <dd className="font-medium text-slate-900">{query.data.node_version}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
