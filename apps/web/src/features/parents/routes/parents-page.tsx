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
import { useParents } from '../api/get-parents';
import { ExportParentsButton } from '../components/export-parents-button';
import { parentColumns } from '../components/parent-columns';
import { ParentDialogs, type ParentDialog } from '../components/parent-dialogs';
import { ParentStatCards } from '../components/parent-stat-cards';
import { ParentsToolbar } from '../components/parents-toolbar';
import { PARENT_FILTER_DEFAULTS, PARENT_SORT_OPTIONS, parentFilterQuery } from '../filters';

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 02 section 2, Parents Management. */
export function ParentsPage() {
  const { t } = useTranslation('parents');
  const list = useListParams(PARENT_FILTER_DEFAULTS, PARENT_SORT_OPTIONS);
  const filters = parentFilterQuery(list.search, list.filters);
  const parents = useParents({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filters });
  const dialogs = useDialogState<ParentDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => parentColumns(t, (action, parent) => openDialog({ action, parent })),
    [t, openDialog],
  );
  const { rows, pagination } = useListPage(
    parents,
    (data) => data.parents,
    t('toast.fetch_list_failed'),
    list,
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="parents_export">
              <ExportParentsButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="parents_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <ParentStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<ParentsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={parents.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <ParentDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
