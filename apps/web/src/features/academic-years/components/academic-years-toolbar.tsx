import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { AcademicYearFilters } from '../filters';

export function AcademicYearsToolbar({ list }: { list: ListParams<AcademicYearFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search academic years"
      searchPlaceholder="Academic year name"
      selects={[]}
    />
  );
}
