import type { Pagination as PageInfo } from '@school/contract';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '@/lib/use-list-params';
import { DataTable, type Column } from './data-table';
import { Pagination } from './pagination';

interface ListSectionProps<T> {
  /** What the list holds, plural and capitalised ("Schools"): names the section, table and pages. */
  name: string;
  /** Search and filters, above the table. */
  toolbar: ReactNode;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  loading: boolean;
  page: number;
  /** Undefined while loading or after a failed load: one page, no items. */
  pagination: PageInfo | undefined;
  onPageChange: (page: number) => void;
  /** The list's order, and what a sortable header does. */
  sort: ListSort;
  onSortChange: (key: string) => void;
  /** Shows the page's rows under headings (e.g. permissions by module), one table each. */
  groups?: ReadonlyArray<{ title: string; rows: readonly T[] }> | undefined;
  /** What the table says when it has no rows (the table's own text by default). */
  emptyText?: string | undefined;
}

/** The list of a list screen: a named section with its toolbar, table and pagination. */
export function ListSection<T>({
  name,
  toolbar,
  columns,
  rows,
  rowKey,
  loading,
  page,
  pagination,
  onPageChange,
  sort,
  onSortChange,
  groups,
  emptyText,
}: ListSectionProps<T>) {
  const { t } = useTranslation();
  // Derived from the name rather than useId, so the markup stays stable and readable in tests.
  // Spaces would make aria-labelledby name several ids ("Academic years", "Audit logs").
  const headingId = `${name.toLowerCase().replace(/\s+/g, '-')}-list-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('list.heading', { name })}
      </h2>
      {toolbar}
      {groups && groups.length > 0 ? (
        groups.map((group) => (
          <div key={group.title} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900 capitalize">{group.title}</h3>
            <DataTable
              caption={`${name}: ${group.title}`}
              columns={columns}
              rows={group.rows}
              rowKey={rowKey}
              sort={sort}
              onSortChange={onSortChange}
            />
          </div>
        ))
      ) : (
        <DataTable
          caption={name}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          sort={sort}
          onSortChange={onSortChange}
          {...(emptyText === undefined ? {} : { emptyText })}
        />
      )}
      <Pagination
        label={t('list.pages', { name })}
        page={page}
        pagination={pagination}
        shown={rows.length}
        onPageChange={onPageChange}
      />
    </section>
  );
}
