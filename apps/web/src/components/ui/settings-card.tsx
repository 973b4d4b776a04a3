import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import type { Permission } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';

interface SettingsCardProps<T> {
  title: string;
  description: string;
  /** The card's own query, so each card loads, fails and retries apart from the others. */
  query: UseQueryResult<T>;
  /** What saving the card needs; without it the card is read-only. */
  permission: Permission;
  /**
   * The card's form, given the settings as the server holds them and whether the user may save
   * them (a form shows its buttons only then).
   */
  children: (value: T, editable: boolean) => ReactNode;
}

/**
 * One card of a settings screen: its form once its settings are loaded, and why when they cannot
 * be. A user who may read but not change them sees the fields fixed, and why.
 */
export function SettingsCard<T>({ title, description, query, permission, children }: SettingsCardProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const editable = useAccess().can(permission);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {query.isPending && <Spinner label={t('settings_card.loading', { title })} />}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {messageOf(query.error, t('settings_card.failed', { title: title.toLowerCase() }))}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <fieldset disabled={!editable} className="min-w-0">
          {!editable && (
            <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
              {t('settings_card.needs_permission', { permission })}
            </p>
          )}
          {children(query.data, editable)}
        </fieldset>
      )}
    </section>
  );
}
