import { fieldLabel } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** A value of an entry's properties as text: objects and lists as indented JSON. */
function ValueText({ value }: { value: unknown }) {
  const { t } = useTranslation('audit-logs');
  if (value === undefined) return <span className="text-slate-400">—</span>;
  if (value === null) return <span className="text-slate-500 italic">{t('properties.empty_value')}</span>;
  if (typeof value === 'object') {
    return <pre className="text-xs whitespace-pre-wrap">{JSON.stringify(value, null, 2)}</pre>;
  }
  // Text as written; numbers and yes/no as JSON spells them.
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after, field by field: an update shows both columns with the changed fields marked,
 * a creation only "after", a deletion only "before" (the deleted record).
 */
function Comparison({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit-logs');
  const hasBefore = before !== undefined;
  const hasAfter = after !== undefined;
  const fields = [
    ...new Set([
      ...(isRecord(before) ? Object.keys(before) : []),
      ...(isRecord(after) ? Object.keys(after) : []),
    ]),
  ];
  if (fields.length === 0) {
    return (
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {hasBefore && (
          <div>
            <dt className="font-medium text-slate-600">{t('properties.before')}</dt>
            <dd>
              <ValueText value={before} />
            </dd>
          </div>
        )}
        {hasAfter && (
          <div>
            <dt className="font-medium text-slate-600">{t('properties.after')}</dt>
            <dd>
              <ValueText value={after} />
            </dd>
          </div>
        )}
      </dl>
    );
  }
  const valueOf = (side: unknown, field: string) => (isRecord(side) ? side[field] : undefined);
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('properties.changes')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('properties.field')}
            </th>
            {hasBefore && (
              <th scope="col" className="px-3 py-2">
                {t('properties.before')}
              </th>
            )}
            {hasAfter && (
              <th scope="col" className="px-3 py-2">
                {t('properties.after')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {fields.map((field) => {
            const changed = hasBefore && hasAfter && !same(valueOf(before, field), valueOf(after, field));
            return (
              <tr key={field} className={changed ? 'bg-amber-50' : undefined}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-700">
                  {/* The field as the forms call it (labels.ts), not its name in the request. */}
                  {fieldLabel(field)}
                  {changed && (
                    <span className="ml-2 text-xs font-normal text-amber-800">{t('properties.changed')}</span>
                  )}
                </th>
                {hasBefore && (
                  <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-900">
                    <ValueText value={valueOf(before, field)} />
                  </td>
                )}
                {hasAfter && (
                  <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-900">
                    <ValueText value={valueOf(after, field)} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Everything an entry recorded: its before and after as a comparison, any other property listed. */
export function AuditProperties({ properties }: { properties: Record<string, unknown> | null }) {
  const { t } = useTranslation('audit-logs');
  if (properties === null || Object.keys(properties).length === 0) {
    return <p className="text-sm text-slate-600">{t('properties.none')}</p>;
  }
  const { before, after, ...rest } = properties;
  const others = Object.entries(rest);
  return (
    <div className="space-y-4">
      {(before !== undefined || after !== undefined) && <Comparison before={before} after={after} />}
      {others.length > 0 && (
        <dl className="grid gap-3 text-sm">
          {others.map(([key, value]) => (
            <div key={key}>
              <dt className="font-medium text-slate-600">{fieldLabel(key)}</dt>
              <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-900">
                <ValueText value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
