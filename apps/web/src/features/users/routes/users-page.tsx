import type { ConsoleUser } from '@school/contract';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDialogState } from '@/lib/use-dialog-state';
import { useKeepPageInRange, useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { ExportUsersButton } from '../components/export-users-button';
import { userColumns } from '../components/user-columns';
import { UserDialogs, type UserDialog } from '../components/user-dialogs';
import { UserStatCards } from '../components/user-stat-cards';
import { UsersToolbar } from '../components/users-toolbar';
import { USER_FILTER_DEFAULTS, userFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Users Management. */
export function UsersPage() {
  const list = useListParams(USER_FILTER_DEFAULTS);
  const users = useUsers({
    page: list.page,
    per_page: PER_PAGE,
    ...userFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<UserDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(() => userColumns((action, user) => openDialog({ action, user })), [openDialog]);

  useEffect(() => {
    if (users.error) toast.error(messageOf(users.error, 'Failed to fetch users'));
  }, [users.error]);
  // A failed load shows an empty list of one page (spec 01 section 8).
  const rows: ConsoleUser[] = users.isError ? [] : (users.data?.users ?? []);
  const pagination = users.isError ? undefined : users.data?.pagination;
  useKeepPageInRange(list.page, pagination?.last_page, list.setPage);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users Management"
        description="Every account on the platform, its roles and its status."
        actions={
          <>
            <ExportUsersButton search={list.search} filters={list.filters} />
            <Button onClick={() => dialogs.open({ action: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add User
            </Button>
          </>
        }
      />
      <UserStatCards />
      <section aria-labelledby="users-list-heading" className="space-y-4">
        <h2 id="users-list-heading" className="sr-only">
          Users list
        </h2>
        <UsersToolbar
          search={list.search}
          filters={list.filters}
          onSearch={list.setSearch}
          onFilter={list.setFilter}
        />
        <DataTable
          caption="Users"
          columns={columns}
          rows={rows}
          rowKey={(user) => user.id}
          loading={users.isPending}
        />
        <Pagination
          label="Users pages"
          page={list.page}
          lastPage={pagination?.last_page ?? 1}
          total={pagination?.total ?? 0}
          shown={rows.length}
          onPageChange={list.setPage}
        />
      </section>
      <UserDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
