import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { ROLE_TYPE_OPTIONS, type RoleFilters } from '../filters';

export function RolesToolbar({ list }: { list: ListParams<RoleFilters> }) {
  const { t } = useTranslation('roles');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'type',
          label: t('toolbar.type'),
          placeholder: t('toolbar.all_roles'),
          options: ROLE_TYPE_OPTIONS,
          className: 'w-40',
        },
      ]}
    />
  );
}
