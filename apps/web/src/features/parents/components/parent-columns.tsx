import type { Parent } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { RELATIONSHIP_LABELS } from '../filters';
import { ParentRowActions, type ParentAction } from './parent-row-actions';
import { RelationshipBadge } from './relationship-badge';

/** The columns of the parents table; `onAction` opens the dialog a row action asks for. */
export function parentColumns(onAction: (action: ParentAction, parent: Parent) => void): Column<Parent>[] {
  return [
    {
      id: 'name',
      header: 'Parent',
      rowHeader: true,
      sortKey: 'name',
      cell: (p) => (
        <>
          <span className="block font-medium break-words text-slate-900">{p.name}</span>
          <span className="block text-xs text-slate-500">{RELATIONSHIP_LABELS[p.relationship_type]}</span>
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (p) => (
        <>
          <span className="block break-words">{p.email}</span>
          <span className="block text-xs text-slate-500">{p.phone ?? '—'}</span>
        </>
      ),
    },
    {
      id: 'relationship',
      header: 'Relationship',
      cell: (p) => <RelationshipBadge relationship={p.relationship_type} />,
    },
    {
      id: 'occupation',
      header: 'Occupation',
      cell: (p) => <span className="break-words">{p.occupation || 'Not specified'}</span>,
    },
    { id: 'children', header: 'Children', cell: (p) => p.children_count },
    {
      id: 'registered',
      header: 'Registered',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (p) => formatDate(p.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (p) => <ParentRowActions parent={p} onAction={onAction} />,
    },
  ];
}
