import { ListToolbar } from '@/components/ui/list-toolbar';
import { useAccess } from '@/lib/use-access';
import type { ListParams } from '@/lib/use-list-params';
import { useAcademicYearOptions } from '../api/get-academic-year-options';
import { useClassOptions } from '../api/get-class-options';
import { ARCHIVED_OPTIONS, GENDER_OPTIONS, STATUS_OPTIONS, type StudentFilters } from '../filters';

/** The class and year filters are offered to a user who may list classes and years. */
export function StudentsToolbar({ list }: { list: ListParams<StudentFilters> }) {
  // A failed load leaves only the "All" choice: spec 02 loads dropdowns silently.
  const classes = useClassOptions();
  const years = useAcademicYearOptions();
  const { can } = useAccess();
  return (
    <ListToolbar
      list={list}
      searchLabel="Search students"
      searchPlaceholder="Name, email or admission number"
      selects={[
        {
          key: 'archived',
          label: 'Show',
          placeholder: 'Current students',
          options: ARCHIVED_OPTIONS,
          className: 'w-44',
        },
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
        ...(can('classes_view')
          ? [
              {
                key: 'class_id' as const,
                label: 'Class',
                placeholder: 'All Classes',
                options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                className: 'w-44',
              },
            ]
          : []),
        ...(can('years_view')
          ? [
              {
                key: 'academic_year_id' as const,
                label: 'Academic Year',
                placeholder: 'All Years',
                options: (years.data ?? []).map((y) => ({ value: String(y.id), label: y.name })),
                className: 'w-44',
              },
            ]
          : []),
      ]}
    />
  );
}
