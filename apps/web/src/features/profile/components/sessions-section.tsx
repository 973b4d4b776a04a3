import type { AccountSession } from '@school/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

/**
 * The account's signed-in sessions (issue 29): where, on what and since when, this one marked;
 * any other may be ended, or all of them at once. The list is read when asked for, not each
 * time Profile opens to change a name.
 */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 py-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="font-medium text-slate-900">
            {t('sessions.heading')}
          </h3>
          <p className="mt-1 text-sm text-slate-500">{t('sessions.hint')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? t('sessions.hide') : t('sessions.show')}
        </Button>
      </div>
      <div id={`${id}-list`}>{shown && <SessionList labelledBy={`${id}-heading`} />}</div>
    </section>
  );
}

type Confirming = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

function SessionList({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (sessions.isPending) return <Spinner label={t('sessions.loading')} />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {messageOf(sessions.error, t('sessions.fetch_failed'))}
      </p>
    );
  }
  const others = sessions.data.filter((session) => !session.current);
  const close = () => setConfirming(null);

  return (
    <div className="space-y-3">
      <ul
        aria-labelledby={labelledBy}
        className="divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {sessions.data.map((session) => {
          const name = describe(t, session);
          return (
            <li key={session.id} aria-label={name} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {name}
                  {session.current && <Badge tone="success">{t('sessions.this_session')}</Badge>}
                </p>
                <p className="text-slate-600">
                  {t('sessions.address', { address: session.ip_address ?? t('sessions.unknown') })}
                </p>
                <p className="text-slate-600">
                  {t('sessions.signed_in', { at: formatDateTime(session.signed_in_at) })}
                  {' · '}
                  {t('sessions.last_seen', { at: formatDateTime(session.last_seen_at) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('sessions.end_named', { name })}
                  onClick={() => setConfirming({ kind: 'one', session })}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <div className="flex justify-end">
          <Button variant="danger" size="sm" onClick={() => setConfirming({ kind: 'others' })}>
            {t('sessions.end_others')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t('sessions.only_this')}</p>
      )}
      {confirming?.kind === 'one' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t('sessions.end_title')}
          message={t('sessions.end_message', { name: describe(t, confirming.session) })}
          confirmLabel={t('sessions.end')}
          busy={endOne.isPending}
          onConfirm={() =>
            endOne.mutate(confirming.session.id, {
              onSuccess: ({ message }) => {
                toast.success(message ?? t('sessions.ended'));
                close();
              },
              onError: (error) => toast.error(messageOf(error, t('sessions.end_failed'))),
            })
          }
        />
      )}
      {confirming?.kind === 'others' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t('sessions.end_others_title')}
          message={t('sessions.end_others_message', { count: others.length })}
          confirmLabel={t('sessions.end_others')}
          busy={endOthers.isPending}
          onConfirm={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ message, data }) => {
                toast.success(message ?? t('sessions.ended_others', { count: data.ended }));
                close();
              },
              onError: (error) => toast.error(messageOf(error, t('sessions.end_others_failed'))),
            })
          }
        />
      )}
    </div>
  );
}

/** "Chrome 131 on Windows 10", or what of it the user agent said. */
function describe(t: ReturnType<typeof useTranslation<'profile'>>['t'], session: AccountSession): string {
  if (session.browser && session.system) {
    return t('sessions.browser_on_system', { browser: session.browser, system: session.system });
  }
  return session.browser ?? session.system ?? t('sessions.unknown_browser');
}
