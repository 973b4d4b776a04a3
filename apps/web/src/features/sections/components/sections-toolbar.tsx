import { ListToolbar } from '@/components/ui/list-toolbar';
import { useAccess } from '@/lib/use-access';
import type { ListParams } from '@/lib/use-list-params';
import { useClassOptions } from '../api/get-class-options';
import type { SectionFilters } from '../filters';

/** The class filter is offered to a user who may list classes. */
export function SectionsToolbar({ list }: { list: ListParams<SectionFilters> }) {
  // A failed load leaves only "All Classes": spec 02 loads dropdowns silently.
  const classes = useClassOptions();
  const { can } = useAccess();
  return (
    <ListToolbar
      list={list}
      searchLabel="Search sections"
      searchPlaceholder="Section or class name"
      selects={
        can('classes_view')
          ? [
              {
                key: 'class_id',
                label: 'Class',
                placeholder: 'All Classes',
                options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                className: 'w-48',
              },
            ]
          : []
      }
    />
  );
}
