import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '@/components/imports/import-button';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { useTeachers } from '../api/get-teachers';
import { ExportTeachersButton } from '../components/export-teachers-button';
import { teacherColumns } from '../components/teacher-columns';
import { TeacherDialogs, type TeacherDialog } from '../components/teacher-dialogs';
import { TeacherStatCards } from '../components/teacher-stat-cards';
import { TeachersToolbar } from '../components/teachers-toolbar';
import { TEACHER_FILTER_DEFAULTS, TEACHER_SORT_OPTIONS, teacherFilterQuery } from '../filters';

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 02 section 2, Teacher Management. */
export function TeachersPage() {
  const { t } = useTranslation('teachers');
  const list = useListParams(TEACHER_FILTER_DEFAULTS, TEACHER_SORT_OPTIONS);
  const filters = teacherFilterQuery(list.search, list.filters);
  const teachers = useTeachers({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filters });
  const dialogs = useDialogState<TeacherDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => teacherColumns(t, (action, teacher) => openDialog({ action, teacher })),
    [t, openDialog],
  );
  const { rows, pagination } = useListPage(
    teachers,
    (data) => data.teachers,
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
            <Can permission="teachers_export">
              <ExportTeachersButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="teachers_import">
              <ImportButton kind="teachers" />
            </Can>
            <Can permission="teachers_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <TeacherStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<TeachersToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        loading={teachers.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <TeacherDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
