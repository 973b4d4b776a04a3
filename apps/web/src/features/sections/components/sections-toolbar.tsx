import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { useClassOptions } from '../api/get-class-options';
import type { SectionFilters } from '../filters';

export function SectionsToolbar({ list }: { list: ListParams<SectionFilters> }) {
  // A failed load leaves only "All Classes": spec 02 loads dropdowns silently.
  const classes = useClassOptions();
  return (
    <ListToolbar
      list={list}
      searchLabel="Search sections"
      searchPlaceholder="Section or class name"
      selects={[
        {
          key: 'class_id',
          label: 'Class',
          placeholder: 'All Classes',
          options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          className: 'w-48',
        },
      ]}
    />
  );
}
