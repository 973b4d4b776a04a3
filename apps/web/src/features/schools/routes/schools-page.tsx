import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateFromAddress } from '@/lib/open-create';
import { Can, useAccess } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { useSchools } from '../api/get-schools';
import { ExportSchoolsButton } from '../components/export-schools-button';
import { schoolColumns } from '../components/school-columns';
import { SchoolDialogs, type SchoolDialog } from '../components/school-dialogs';
import { SchoolStatCards } from '../components/school-stat-cards';
import { SchoolsToolbar } from '../components/schools-toolbar';
import { SCHOOL_FILTER_DEFAULTS, SCHOOL_SORT_OPTIONS, schoolFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Schools Management. */
export function SchoolsPage() {
  const { t } = useTranslation('schools');
  const list = useListParams(SCHOOL_FILTER_DEFAULTS, SCHOOL_SORT_OPTIONS);
  const schools = useSchools({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...schoolFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<SchoolDialog>();
  const { open: openDialog } = dialogs;
  const openCreate = useCallback(() => openDialog({ action: 'create' }), [openDialog]);
  useCreateFromAddress(openCreate, useAccess().can('schools_create'));
  const columns = useMemo(
    () => schoolColumns(t, (action, school) => openDialog({ action, school })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(schools, (data) => data.schools, t('page.fetch_failed'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="schools_export">
              <ExportSchoolsButton search={list.search} filters={list.filters} />
            </Can>
            <Can permission="schools_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <SchoolStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<SchoolsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(school) => school.id}
        loading={schools.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <SchoolDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
