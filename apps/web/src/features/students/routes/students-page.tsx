import { ArrowUpRight, Plus } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '@/components/imports/import-button';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { useStudents } from '../api/get-students';
import { PLACEMENT_PERMISSIONS } from '../placement';
import { ExportStudentsButton } from '../components/export-students-button';
import { StudentCharts } from '../components/student-charts';
import { studentColumns } from '../components/student-columns';
import { StudentDialogs, type StudentDialog } from '../components/student-dialogs';
import { StudentStatCards } from '../components/student-stat-cards';
import { StudentsToolbar } from '../components/students-toolbar';
import { STUDENT_FILTER_DEFAULTS, STUDENT_SORT_OPTIONS, studentFilterQuery } from '../filters';
import { yearInView } from '../year-in-view';

// Year end is a few times a year: its dialog loads when opened.
const PromoteClassModal = lazy(() =>
  import('../components/promote-class-modal').then((m) => ({ default: m.PromoteClassModal })),
);

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 02 section 2, Student Management. */
export function StudentsPage() {
  const { t } = useTranslation('students');
  const list = useListParams(STUDENT_FILTER_DEFAULTS, STUDENT_SORT_OPTIONS);
  const filters = studentFilterQuery(list.search, list.filters);
  const students = useStudents({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filters });
  const yearId = yearInView(list.filters);
  const dialogs = useDialogState<StudentDialog>();
  const promoteClass = useDialogState<'promote-class'>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => studentColumns((action, student) => openDialog({ action, student }), t),
    [openDialog, t],
  );
  const { rows, pagination } = useListPage(
    students,
    (data) => data.students,
    t('errors.fetch_students'),
    list,
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="students_export">
              <ExportStudentsButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="students_import">
              <ImportButton kind="students" />
            </Can>
            <Can permission={['students_promote', ...PLACEMENT_PERMISSIONS]}>
              <Button variant="secondary" {...promoteClass.opener('promote-class')}>
                <ArrowUpRight aria-hidden="true" className="size-4" />
                {t('page.promote_class')}
              </Button>
            </Can>
            <Can permission={['students_create', ...PLACEMENT_PERMISSIONS]}>
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.enroll')}
              </Button>
            </Can>
          </>
        }
      />
      <StudentStatCards yearId={yearId} />
      <StudentCharts yearId={yearId} />
      <ListSection
        name={t('list.name')}
        toolbar={<StudentsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        loading={students.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <StudentDialogs
        dialog={dialogs.dialog}
        yearId={yearId}
        onClose={dialogs.close}
        restoreFocus={dialogs.restoreFocus}
      />
      {promoteClass.dialog && (
        <Suspense fallback={null}>
          <PromoteClassModal
            open
            onOpenChange={(open) => !open && promoteClass.close()}
            onCloseAutoFocus={promoteClass.restoreFocus}
          />
        </Suspense>
      )}
    </div>
  );
}
