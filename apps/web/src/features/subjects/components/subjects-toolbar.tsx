import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { SubjectFilters } from '../filters';

export function SubjectsToolbar({ list }: { list: ListParams<SubjectFilters> }) {
  const { t } = useTranslation('subjects');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[]}
    />
  );
}
