import type { Inquiry } from '@school/contract';
import { useMemo } from 'react';
import { Can } from '@/lib/use-access';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { FETCH_INQUIRIES_FAILED, useInquiries } from '../api/get-inquiries';
import { ExportInquiriesButton } from '../components/export-inquiries-button';
import { inquiryColumns } from '../components/inquiry-columns';
import { InquiryDetailsModal } from '../components/inquiry-details-modal';
import { InquiriesToolbar } from '../components/inquiries-toolbar';
import { INQUIRY_FILTER_DEFAULTS, INQUIRY_SORT_OPTIONS, inquiryFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** /superadmin/inquiries: the messages of the public contact form, newest first. */
export function InquiriesPage() {
  const list = useListParams(INQUIRY_FILTER_DEFAULTS, INQUIRY_SORT_OPTIONS);
  const filterQuery = inquiryFilterQuery(list.search, list.filters);
  const inquiries = useInquiries({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filterQuery });
  const reading = useDialogState<Inquiry>();
  const { open: openReading } = reading;
  const columns = useMemo(() => inquiryColumns(openReading), [openReading]);

  const { rows, pagination } = useListPage(inquiries, (data) => data.inquiries, FETCH_INQUIRIES_FAILED, list);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Inquiries"
        description="Messages sent through the contact form of the public site, newest first. A copy of each also goes to the support address."
        actions={
          <Can permission="inquiries_export">
            <ExportInquiriesButton filters={filterQuery} />
          </Can>
        }
      />
      <ListSection
        name="Inquiries"
        toolbar={<InquiriesToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(inquiry) => inquiry.id}
        loading={inquiries.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <InquiryDetailsModal
        inquiry={reading.dialog}
        onClose={reading.close}
        onCloseAutoFocus={reading.restoreFocus}
      />
    </div>
  );
}
