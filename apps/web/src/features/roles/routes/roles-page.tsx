import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { useRoles } from '../api/get-roles';
import { ExportRolesButton } from '../components/export-roles-button';
import { roleColumns } from '../components/role-columns';
import { RoleDialogs, type RoleDialog } from '../components/role-dialogs';
import { RoleStatCards } from '../components/role-stat-cards';
import { RolesToolbar } from '../components/roles-toolbar';
import { ROLE_FILTER_DEFAULTS, ROLE_SORT_OPTIONS, roleFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Roles Management. */
export function RolesPage() {
  const { t } = useTranslation('roles');
  // The built-in permissions and roles are drawn in the reader's language (lib/builtin-text.ts).
  useTranslation('builtins');
  const list = useListParams(ROLE_FILTER_DEFAULTS, ROLE_SORT_OPTIONS);
  const roles = useRoles({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...roleFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<RoleDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => roleColumns(t, (action, role) => openDialog({ action, role })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(roles, (data) => data.roles, t('page.fetch_failed'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="roles_export">
              <ExportRolesButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="roles_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <RoleStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<RolesToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(role) => role.id}
        loading={roles.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <RoleDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
