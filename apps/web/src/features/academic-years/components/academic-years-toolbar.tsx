import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { AcademicYearFilters } from '../filters';

export function AcademicYearsToolbar({ list }: { list: ListParams<AcademicYearFilters> }) {
  const { t } = useTranslation('academic-years');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[]}
    />
  );
}
