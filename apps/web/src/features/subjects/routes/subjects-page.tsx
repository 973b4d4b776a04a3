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
import { useSubjects } from '../api/get-subjects';
import { ExportSubjectsButton } from '../components/export-subjects-button';
import { subjectColumns } from '../components/subject-columns';
import { SubjectDialogs, type SubjectDialog } from '../components/subject-dialogs';
import { SubjectsToolbar } from '../components/subjects-toolbar';
import { SUBJECT_FILTER_DEFAULTS, SUBJECT_SORT_OPTIONS, subjectFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** The school administrator's subjects: what the school teaches, and how many teachers teach each. */
export function SubjectsPage() {
  const { t } = useTranslation('subjects');
  const list = useListParams(SUBJECT_FILTER_DEFAULTS, SUBJECT_SORT_OPTIONS);
  const subjects = useSubjects({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...subjectFilterQuery(list.search),
  });
  const dialogs = useDialogState<SubjectDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => subjectColumns(t, (action, subject) => openDialog({ action, subject })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(subjects, (data) => data.subjects, t('errors.list'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="subjects_export">
              <ExportSubjectsButton search={list.search} />
            </Can>
            <Can permission="subjects_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <ListSection
        name={t('page.list_name')}
        toolbar={<SubjectsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(subject) => subject.id}
        loading={subjects.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <SubjectDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
