import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { RELATIONSHIP_OPTIONS, type ParentFilters } from '../filters';

export function ParentsToolbar({ list }: { list: ListParams<ParentFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search parents"
      searchPlaceholder="Name, email or phone"
      selects={[
        {
          key: 'relationship_type',
          label: 'Relationship',
          placeholder: 'All Relationships',
          options: RELATIONSHIP_OPTIONS,
          className: 'w-48',
        },
      ]}
    />
  );
}
