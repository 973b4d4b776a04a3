import { Layers, ListPlus, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { usePermissions } from '../api/get-permissions';
import { ExportPermissionsButton } from '../components/export-permissions-button';
import { ModuleTiles } from '../components/module-tiles';
import { permissionColumns } from '../components/permission-columns';
import { PermissionDialogs, type PermissionDialog } from '../components/permission-dialogs';
import { PermissionsToolbar } from '../components/permissions-toolbar';
import { PERMISSION_FILTER_DEFAULTS, PERMISSION_SORT_OPTIONS, permissionFilterQuery } from '../filters';

/** The page's heading and tab title, shared with the sidebar's table of screens. */
const PAGE_TITLE = 'common:console.pages.superadmin.permissions.title';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Permissions Management. */
export function PermissionsPage() {
  const { t } = useTranslation('permissions');
  // The built-in permissions and roles are drawn in the reader's language (lib/builtin-text.ts).
  useTranslation('builtins');
  const list = useListParams(PERMISSION_FILTER_DEFAULTS, PERMISSION_SORT_OPTIONS);
  const grouped = list.filters.group === '1';
  const permissions = usePermissions({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...permissionFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<PermissionDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => permissionColumns(t, (action, permission) => openDialog({ action, permission })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(
    permissions,
    (data) => data.permissions,
    t('page.fetch_failed'),
    list,
  );
  const groups = grouped && !permissions.isError ? permissions.data?.groups : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t(PAGE_TITLE)}
        description={t('page.description')}
        actions={
          <>
            <Button
              variant="secondary"
              aria-pressed={grouped}
              onClick={() => list.setFilter('group', grouped ? '' : '1')}
            >
              <Layers aria-hidden="true" className="size-4" />
              {t('page.group_by_module')}
            </Button>
            <Can permission="permissions_export">
              <ExportPermissionsButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="permissions_create">
              <Button variant="secondary" {...dialogs.opener({ action: 'bulk-create' })}>
                <ListPlus aria-hidden="true" className="size-4" />
                {t('page.bulk_create')}
              </Button>
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <ModuleTiles current={list.filters.module} onSelect={(module) => list.setFilter('module', module)} />
      <ListSection
        name={t('page.list_name')}
        toolbar={<PermissionsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(permission) => permission.id}
        loading={permissions.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        groups={groups?.map((group) => ({ title: group.module, rows: group.permissions }))}
      />
      <PermissionDialogs
        dialog={dialogs.dialog}
        onClose={dialogs.close}
        restoreFocus={dialogs.restoreFocus}
      />
    </div>
  );
}
