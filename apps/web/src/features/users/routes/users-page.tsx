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
import { useUsers } from '../api/get-users';
import { ExportUsersButton } from '../components/export-users-button';
import { userColumns } from '../components/user-columns';
import { UserDialogs, type UserDialog } from '../components/user-dialogs';
import { UserStatCards } from '../components/user-stat-cards';
import { UsersToolbar } from '../components/users-toolbar';
import { USER_FILTER_DEFAULTS, USER_SORT_OPTIONS, userFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Users Management. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const list = useListParams(USER_FILTER_DEFAULTS, USER_SORT_OPTIONS);
  const users = useUsers({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...userFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<UserDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => userColumns(t, (action, user) => openDialog({ action, user })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(users, (data) => data.users, t('page.fetch_failed'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="users_export">
              <ExportUsersButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="users_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <UserStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<UsersToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        loading={users.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <UserDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
