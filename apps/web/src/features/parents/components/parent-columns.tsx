import type { Parent } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { relationshipLabel } from '../filters';
import { ParentRowActions, type ParentAction } from './parent-row-actions';
import { RelationshipBadge } from './relationship-badge';

/**
 * The columns of the parents table in the reader's language (`t` of the parents namespace);
 * `onAction` opens the dialog a row action asks for.
 */
export function parentColumns(
  t: TFunction,
  onAction: (action: ParentAction, parent: Parent) => void,
): Column<Parent>[] {
  return [
    {
      id: 'name',
      header: t('columns.parent'),
      rowHeader: true,
      sortKey: 'name',
      cell: (p) => (
        <>
          <span className="block font-medium break-words text-slate-900">{p.name}</span>
          <span className="block text-xs text-slate-500">{relationshipLabel(t, p.relationship_type)}</span>
        </>
      ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      cell: (p) => (
        <>
          <span className="block break-words">{p.email}</span>
          <span className="block text-xs text-slate-500">{p.phone ?? '—'}</span>
        </>
      ),
    },
    {
      id: 'relationship',
      header: t('columns.relationship'),
      cell: (p) => <RelationshipBadge relationship={p.relationship_type} />,
    },
    {
      id: 'occupation',
      header: t('columns.occupation'),
      cell: (p) => <span className="break-words">{p.occupation || t('not_specified')}</span>,
    },
    { id: 'children', header: t('columns.children'), cell: (p) => formatNumber(p.children_count) },
    {
      id: 'registered',
      header: t('columns.registered'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (p) => formatDate(p.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (p) => <ParentRowActions parent={p} onAction={onAction} />,
    },
  ];
}
