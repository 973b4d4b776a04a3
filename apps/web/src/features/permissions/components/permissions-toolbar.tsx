import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { usePermissionModules } from '../api/get-permission-modules';
import type { PermissionFilters } from '../filters';

/** Search and the module filter; the modules come from the server (the tiles use the same call). */
export function PermissionsToolbar({ list }: { list: ListParams<PermissionFilters> }) {
  const { t } = useTranslation('permissions');
  const modules = usePermissionModules();
  const options = (modules.data?.modules ?? []).map(({ module }) => ({ value: module, label: module }));
  // A module typed into the URL stays choosable even before (or without) the list of modules.
  if (list.filters.module && !options.some((o) => o.value === list.filters.module)) {
    options.push({ value: list.filters.module, label: list.filters.module });
  }
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'module',
          label: t('toolbar.module'),
          placeholder: t('toolbar.all_modules'),
          options,
          className: 'w-48',
        },
      ]}
    />
  );
}
