import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { SubjectFilters } from '../filters';

export function SubjectsToolbar({ list }: { list: ListParams<SubjectFilters> }) {
  return (
    <ListToolbar list={list} searchLabel="Search subjects" searchPlaceholder="Name or code" selects={[]} />
  );
}
