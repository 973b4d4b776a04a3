import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '@/lib/use-list-params';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Makes the header sort the whole list on the server by this key, one of the list's sorts in
   * the contract: sorting the loaded page alone would show a wrong order across pages.
   */
  sortKey?: string;
  /** The cell names its row for screen readers (a th with scope row). */
  rowHeader?: boolean;
  /** The header text is read out but not shown (an actions column, say). */
  hiddenHeader?: boolean;
  className?: string;
}

interface DataTableProps<T> {
  /** What the table holds, read out as its name. */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** First load: placeholder rows instead of data. */
  loading?: boolean;
  emptyText?: string;
  /** The list's order, shown on its column's header. */
  sort?: ListSort | undefined;
  /** A sortable header was pressed. */
  onSortChange?: ((key: string) => void) | undefined;
}

/** Spec 01 section 9: five placeholder rows while loading. */
const SKELETON_ROWS = 5;

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  sort,
  onSortChange,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const directionOf = (column: Column<T>) =>
    column.sortKey !== undefined && sort?.key === column.sortKey ? sort.direction : null;

  return (
    // Relative: the screen-reader-only texts inside are positioned against this box, so they
    // scroll with the table instead of widening the page past a phone's screen.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table aria-busy={loading || undefined} className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={
                  directionOf(column)
                    ? directionOf(column) === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
                className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {column.hiddenHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.sortKey !== undefined && onSortChange ? (
                  <SortButton
                    label={column.header}
                    direction={directionOf(column)}
                    onClick={() => onSortChange(column.sortKey!)}
                  />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} data-testid="skeleton-row">
                {columns.map((column) => (
                  <td key={column.id} className="px-4 py-4">
                    <span aria-hidden="true" className="block h-4 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {emptyText ?? t('states.no_data')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={`px-4 py-3 text-left align-middle font-normal [overflow-wrap:anywhere] text-slate-700 ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && (
        <p role="status" className="sr-only">
          {t('states.loading')}
        </p>
      )}
    </div>
  );
}

interface SortButtonProps {
  label: string;
  direction: 'asc' | 'desc' | null;
  onClick: () => void;
}

function SortButton({ label, direction, onClick }: SortButtonProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 font-semibold tracking-wide whitespace-nowrap uppercase hover:text-slate-900"
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}
