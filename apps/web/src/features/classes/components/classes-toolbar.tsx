import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { ClassFilters } from '../filters';

export function ClassesToolbar({ list }: { list: ListParams<ClassFilters> }) {
  const { t } = useTranslation('classes');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[]}
    />
  );
}
