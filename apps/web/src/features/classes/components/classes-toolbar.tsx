import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { ClassFilters } from '../filters';

export function ClassesToolbar({ list }: { list: ListParams<ClassFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search classes"
      searchPlaceholder="Search classes..."
      selects={[]}
    />
  );
}
