import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { useAcademicYearOptions } from '../api/get-academic-year-options';
import { useClassOptions } from '../api/get-class-options';
import { GENDER_OPTIONS, STATUS_OPTIONS, type StudentFilters } from '../filters';

export function StudentsToolbar({ list }: { list: ListParams<StudentFilters> }) {
  // A failed load leaves only the "All" choice: spec 02 loads dropdowns silently.
  const classes = useClassOptions();
  const years = useAcademicYearOptions();
  return (
    <ListToolbar
      list={list}
      searchLabel="Search students"
      searchPlaceholder="Name, email or admission number"
      selects={[
        {
          key: 'status',
          label: 'Status',
          placeholder: 'All Statuses',
          options: STATUS_OPTIONS,
          className: 'w-40',
        },
        {
          key: 'gender',
          label: 'Gender',
          placeholder: 'All Genders',
          options: GENDER_OPTIONS,
          className: 'w-40',
        },
        {
          key: 'class_id',
          label: 'Class',
          placeholder: 'All Classes',
          options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          className: 'w-44',
        },
        {
          key: 'academic_year_id',
          label: 'Academic Year',
          placeholder: 'All Years',
          options: (years.data ?? []).map((y) => ({ value: String(y.id), label: y.name })),
          className: 'w-44',
        },
      ]}
    />
  );
}
