import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { UserFilters } from '../filters';
import { useAccess } from '@/lib/use-access';
import { useRoleOptions } from '../api/get-role-options';
import { roleFilterOptions, STATUS_OPTIONS } from '../options';

export function UsersToolbar({ list }: { list: ListParams<UserFilters> }) {
  const { t } = useTranslation('users');
  const mayListRoles = useAccess().can('roles_view');
  const roles = useRoleOptions({ enabled: mayListRoles });
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'role',
          label: t('toolbar.role'),
          placeholder: t('toolbar.all_roles'),
          options: roleFilterOptions(mayListRoles ? roles.data : undefined),
          className: 'w-44',
        },
        {
          key: 'status',
          label: t('toolbar.status'),
          placeholder: t('toolbar.all'),
          options: STATUS_OPTIONS,
          className: 'w-40',
        },
      ]}
    />
  );
}
