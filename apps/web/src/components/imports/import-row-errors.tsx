import { fieldLabel, type ImportRowError } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** The field a message is about, or `row` for the row as a whole. */
const WHOLE_ROW = 'row';

/**
 * The dry run's errors, a row of the table per spreadsheet line: "Row 17 · E-mail: already used
 * by another account". The first rows only when there are many; `total` says how many there are.
 */
export function ImportRowErrors({ errors, total }: { errors: readonly ImportRowError[]; total: number }) {
  const { t } = useTranslation('imports');
  if (errors.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('review.errors_caption')}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-24 px-3 py-2 font-medium">
                {t('review.row_column')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('review.problem_column')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {errors.map(({ row, errors: byField }) => (
              <tr key={row} className="align-top">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                  {t('review.row', { row })}
                </th>
                <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-700">
                  <ul className="space-y-1">
                    {Object.entries(byField).flatMap(([field, messages]) =>
                      messages.map((message) => (
                        <li key={`${field}:${message}`}>
                          {field === WHOLE_ROW
                            ? message
                            : t('review.field_error', { field: fieldLabel(field), message })}
                        </li>
                      )),
                    )}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > errors.length && (
        <p className="text-sm text-slate-600">
          {t('review.errors_cut', { shown: errors.length, count: total })}
        </p>
      )}
    </div>
  );
}
