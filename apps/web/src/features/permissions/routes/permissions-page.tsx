import { Layers, ListPlus, Plus } from 'lucide-react';
import { useMemo } from 'react';
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

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Permissions Management. */
export function PermissionsPage() {
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
    () => permissionColumns((action, permission) => openDialog({ action, permission })),
    [openDialog],
  );

  const { rows, pagination } = useListPage(
    permissions,
    (data) => data.permissions,
    'Failed to fetch permissions',
    list,
  );
  const groups = grouped && !permissions.isError ? permissions.data?.groups : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Permissions Management"
        description="What each role may do, module by module."
        actions={
          <>
            <Button
              variant="secondary"
              aria-pressed={grouped}
              onClick={() => list.setFilter('group', grouped ? '' : '1')}
            >
              <Layers aria-hidden="true" className="size-4" />
              Group by Module
            </Button>
            <Can permission="permissions_export">
              <ExportPermissionsButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="permissions_create">
              <Button variant="secondary" onClick={() => dialogs.open({ action: 'bulk-create' })}>
                <ListPlus aria-hidden="true" className="size-4" />
                Bulk Create
              </Button>
              <Button onClick={() => dialogs.open({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                Add Permission
              </Button>
            </Can>
          </>
        }
      />
      <ModuleTiles current={list.filters.module} onSelect={(module) => list.setFilter('module', module)} />
      <ListSection
        name="Permissions"
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
