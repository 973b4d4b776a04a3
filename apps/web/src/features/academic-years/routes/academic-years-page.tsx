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
import { useAcademicYears } from '../api/get-academic-years';
import { academicYearColumns } from '../components/academic-year-columns';
import { AcademicYearDialogs, type AcademicYearDialog } from '../components/academic-year-dialogs';
import { AcademicYearStatCards } from '../components/academic-year-stat-cards';
import { AcademicYearsToolbar } from '../components/academic-years-toolbar';
import { CurrentYearBanner } from '../components/current-year-banner';
import { ExportAcademicYearsButton } from '../components/export-academic-years-button';
import {
  ACADEMIC_YEAR_FILTER_DEFAULTS,
  ACADEMIC_YEAR_SORT_OPTIONS,
  academicYearFilterQuery,
} from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** The school administrator's Academic Years screen. */
export function AcademicYearsPage() {
  const { t } = useTranslation('academic-years');
  const list = useListParams(ACADEMIC_YEAR_FILTER_DEFAULTS, ACADEMIC_YEAR_SORT_OPTIONS);
  const years = useAcademicYears({
    page: list.page,
    per_page: PER_PAGE,
    ...list.sortQuery,
    ...academicYearFilterQuery(list.search),
  });
  const dialogs = useDialogState<AcademicYearDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => academicYearColumns(t, (action, year) => openDialog({ action, year })),
    [t, openDialog],
  );

  const { rows, pagination } = useListPage(years, (data) => data.academic_years, t('errors.list'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="years_export">
              <ExportAcademicYearsButton search={list.search} />
            </Can>
            <Can permission="years_create">
              <Button {...dialogs.opener({ action: 'create' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.add')}
              </Button>
            </Can>
          </>
        }
      />
      <CurrentYearBanner />
      <AcademicYearStatCards />
      <ListSection
        name={t('page.list_name')}
        toolbar={<AcademicYearsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(year) => year.id}
        loading={years.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <AcademicYearDialogs
        dialog={dialogs.dialog}
        onClose={dialogs.close}
        restoreFocus={dialogs.restoreFocus}
      />
    </div>
  );
}
