import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { SchoolFilters } from '../filters';
import { BOARD_OPTIONS, STATUS_OPTIONS } from '../options';

export function SchoolsToolbar({ list }: { list: ListParams<SchoolFilters> }) {
  const { t } = useTranslation('schools');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'status',
          label: t('toolbar.status'),
          placeholder: t('toolbar.all'),
          options: STATUS_OPTIONS,
          className: 'w-40',
        },
        {
          key: 'board',
          label: t('toolbar.board'),
          placeholder: t('toolbar.all'),
          options: BOARD_OPTIONS,
          className: 'w-44',
        },
      ]}
    />
  );
}
