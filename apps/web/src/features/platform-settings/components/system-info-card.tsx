import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useSystemInfo } from '../api/get-system-info';
import { formatUptime } from '../options';

/** Product names, the same in every language. */
const ENGINE_NAMES = { sqlite: 'SQLite', postgresql: 'PostgreSQL' } as const;
const NODE_JS = 'Node.js';
/** Before a version number: "v1.4.2". */
const VERSION_PREFIX = 'v';

/** Read-only facts about the API node that answered: nothing here is a fixed figure. */
export function SystemInfoCard() {
  const { t } = useTranslation('platform-settings');
  const headingId = useId();
  const query = useSystemInfo();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('system.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('system.description')}</p>
      {query.isPending && <Spinner label={t('system.loading')} />}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {messageOf(query.error, t('system.failed'))}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{t('system.version')}</dt>
            <dd className="font-medium text-slate-900">
              {VERSION_PREFIX}
              {query.data.version}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('system.status')}</dt>
            <dd className="flex items-center gap-2 font-medium text-green-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />
              {t('system.online')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('system.uptime')}</dt>
            <dd className="font-medium text-slate-900">
              {formatUptime(query.data.uptime_seconds)}
              <span className="block text-xs font-normal text-slate-500">
                {t('system.since', { date: formatDateTime(query.data.started_at) })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('system.database')}</dt>
            <dd className="font-medium text-slate-900">{ENGINE_NAMES[query.data.database]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{NODE_JS}</dt>
            <dd className="font-medium text-slate-900">{query.data.node_version}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
