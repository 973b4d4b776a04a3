import type { School } from '@school/contract';
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
import { useSchools } from '../api/get-schools';
import { ExportSchoolsButton } from '../components/export-schools-button';
import { schoolColumns } from '../components/school-columns';
import { SchoolDialogs, type SchoolDialog } from '../components/school-dialogs';
import { SchoolStatCards } from '../components/school-stat-cards';
import { SchoolsToolbar } from '../components/schools-toolbar';
import { SCHOOL_FILTER_DEFAULTS, schoolFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 01 section 2.11, Schools Management. */
export function SchoolsPage() {
  const list = useListParams(SCHOOL_FILTER_DEFAULTS);
  const schools = useSchools({
    page: list.page,
    per_page: PER_PAGE,
    ...schoolFilterQuery(list.search, list.filters),
  });
  const dialogs = useDialogState<SchoolDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => schoolColumns((action, school) => openDialog({ action, school })),
    [openDialog],
  );

  useEffect(() => {
    if (schools.error) toast.error(messageOf(schools.error, 'Failed to fetch schools'));
  }, [schools.error]);
  // A failed load shows an empty list of one page (spec 01 section 8).
  const rows: School[] = schools.isError ? [] : (schools.data?.schools ?? []);
  const pagination = schools.isError ? undefined : schools.data?.pagination;
  useKeepPageInRange(list.page, pagination?.last_page, list.setPage);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Schools Management"
        description="Every school on the platform, its admin and its status."
        actions={
          <>
            <ExportSchoolsButton search={list.search} filters={list.filters} />
            <Button onClick={() => dialogs.open({ action: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add School
            </Button>
          </>
        }
      />
      <SchoolStatCards />
      <section aria-labelledby="schools-list-heading" className="space-y-4">
        <h2 id="schools-list-heading" className="sr-only">
          Schools list
        </h2>
        <SchoolsToolbar
          search={list.search}
          filters={list.filters}
          onSearch={list.setSearch}
          onFilter={list.setFilter}
        />
        <DataTable
          caption="Schools"
          columns={columns}
          rows={rows}
          rowKey={(school) => school.id}
          loading={schools.isPending}
        />
        <Pagination
          label="Schools pages"
          page={list.page}
          lastPage={pagination?.last_page ?? 1}
          total={pagination?.total ?? 0}
          shown={rows.length}
          onPageChange={list.setPage}
        />
      </section>
      <SchoolDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
