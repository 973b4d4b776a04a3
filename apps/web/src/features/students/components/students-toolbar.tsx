import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { useAccess } from '@/lib/use-access';
import type { ListParams } from '@/lib/use-list-params';
import { useAcademicYearOptions } from '../api/get-academic-year-options';
import { useClassOptions } from '../api/get-class-options';
import { archivedOptions, genderOptions, statusOptions, type StudentFilters } from '../filters';

/** The class and year filters are offered to a user who may list classes and years. */
export function StudentsToolbar({ list }: { list: ListParams<StudentFilters> }) {
  // A failed load leaves only the "All" choice: spec 02 loads dropdowns silently.
  const { t } = useTranslation('students');
  const classes = useClassOptions();
  const years = useAcademicYearOptions();
  const { can } = useAccess();
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'archived',
          label: t('toolbar.show_label'),
          placeholder: t('toolbar.show_current'),
          options: archivedOptions(t),
          className: 'w-44',
        },
        {
          key: 'status',
          label: t('toolbar.status_label'),
          placeholder: t('toolbar.status_all'),
          options: statusOptions(t),
          className: 'w-40',
        },
        {
          key: 'gender',
          label: t('toolbar.gender_label'),
          placeholder: t('toolbar.gender_all'),
          options: genderOptions(t),
          className: 'w-40',
        },
        ...(can('classes_view')
          ? [
              {
                key: 'class_id' as const,
                label: t('toolbar.class_label'),
                placeholder: t('toolbar.class_all'),
                options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                className: 'w-44',
              },
            ]
          : []),
        ...(can('years_view')
          ? [
              {
                key: 'academic_year_id' as const,
                label: t('toolbar.year_label'),
                placeholder: t('toolbar.year_all'),
                options: (years.data ?? []).map((y) => ({ value: String(y.id), label: y.name })),
                className: 'w-44',
              },
            ]
          : []),
      ]}
    />
  );
}
