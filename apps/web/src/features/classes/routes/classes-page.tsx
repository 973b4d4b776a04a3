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
import { useClasses } from '../api/get-classes';
import { classColumns } from '../components/class-columns';
import { ClassDialogs, type ClassDialog } from '../components/class-dialogs';
import { ClassStatCards } from '../components/class-stat-cards';
import { ClassesToolbar } from '../components/classes-toolbar';
import { ExportClassesButton } from '../components/export-classes-button';
import { CLASS_FILTER_DEFAULTS, CLASS_SORT_OPTIONS } from '../filters';

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 02 section 2, Class Management. */
export function ClassesPage() {
  const { t } = useTranslation('classes');
  const list = useListParams(CLASS_FILTER_DEFAULTS, CLASS_SORT_OPTIONS);
  const classes = useClasses({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    search: list.search.trim() || undefined,
  });
  const dialogs = useDialogState<ClassDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => classColumns(t, (action, schoolClass) => openDialog({ action, schoolClass })),
    [t, openDialog],
  );
  const { rows, pagination } = useListPage(classes, (data) => data.classes, t('errors.list'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="classes_export">
              <ExportClassesButton search={list.search} />
            </Can>
            <Can permission="classes_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.create')}
              </Button>
            </Can>
          </>
        }
      />
      <ClassStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<ClassesToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        loading={classes.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <ClassDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
