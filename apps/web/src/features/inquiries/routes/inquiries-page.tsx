import type { Inquiry } from '@school/contract';
import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useKeepPageInRange, useListParams } from '@/lib/use-list-params';
import { FETCH_INQUIRIES_FAILED, useInquiries } from '../api/get-inquiries';
import { inquiryColumns } from '../components/inquiry-columns';
import { InquiryDetailsModal } from '../components/inquiry-details-modal';
import { InquiriesToolbar } from '../components/inquiries-toolbar';
import { INQUIRY_FILTER_DEFAULTS, inquiryFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** /superadmin/inquiries: the messages of the public contact form, newest first. */
export function InquiriesPage() {
  const list = useListParams(INQUIRY_FILTER_DEFAULTS);
  const inquiries = useInquiries({
    page: list.page,
    per_page: PER_PAGE,
    ...inquiryFilterQuery(list.search, list.filters),
  });
  const [reading, setReading] = useState<Inquiry | null>(null);
  const columns = useMemo(() => inquiryColumns(setReading), []);

  useEffect(() => {
    if (inquiries.error) toast.error(messageOf(inquiries.error, FETCH_INQUIRIES_FAILED));
  }, [inquiries.error]);
  // A failed load shows an empty list of one page (spec 01 section 8).
  const rows = inquiries.isError ? [] : (inquiries.data?.inquiries ?? []);
  const pagination = inquiries.isError ? undefined : inquiries.data?.pagination;
  useKeepPageInRange(list.page, pagination?.last_page, list.setPage);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Inquiries"
        description="Messages sent through the contact form of the public site, newest first. A copy of each also goes to the support address."
      />
      <section aria-labelledby="inquiries-list-heading" className="space-y-4">
        <h2 id="inquiries-list-heading" className="sr-only">
          Inquiries list
        </h2>
        <InquiriesToolbar
          search={list.search}
          filters={list.filters}
          onSearch={list.setSearch}
          onFilter={list.setFilter}
        />
        <DataTable
          caption="Inquiries"
          columns={columns}
          rows={rows}
          rowKey={(inquiry) => inquiry.id}
          loading={inquiries.isPending}
        />
        <Pagination
          label="Inquiries pages"
          page={list.page}
          lastPage={pagination?.last_page ?? 1}
          total={pagination?.total ?? 0}
          shown={rows.length}
          onPageChange={list.setPage}
        />
      </section>
      <InquiryDetailsModal inquiry={reading} onClose={() => setReading(null)} />
    </div>
  );
}
