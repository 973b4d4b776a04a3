import type { Inquiry, Pagination } from '@school/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '@/i18n/i18n';
import { Can } from '@/lib/use-access';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { useDialogState, type DialogOpenerProps } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams, type ListParams } from '@/lib/use-list-params';
import { FETCH_INQUIRIES_FAILED, useInquiries } from '../api/get-inquiries';
import { ExportInquiriesButton } from '../components/export-inquiries-button';
import { inquiryColumns } from '../components/inquiry-columns';
import { InquiryDetailsModal } from '../components/inquiry-details-modal';
import { InquiriesToolbar } from '../components/inquiries-toolbar';
import {
  INQUIRY_FILTER_DEFAULTS,
  INQUIRY_SORT_OPTIONS,
  inquiryFilterQuery,
  type InquiryFilters,
} from '../filters';

/** Spec 01 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** /superadmin/inquiries: the messages of the public contact form, newest first. */
export function InquiriesPage() {
  const list = useListParams(INQUIRY_FILTER_DEFAULTS, INQUIRY_SORT_OPTIONS);
  const filterQuery = inquiryFilterQuery(list.search, list.filters);
  const inquiries = useInquiries({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filterQuery });
  const reading = useDialogState<Inquiry>();

  // The page holds the list's state and data; its words are drawn by the header and the list,
  // which follow the reader's language. The failure toast's text is translated when drawn.
  const failed = i18next.t(FETCH_INQUIRIES_FAILED);
  const { rows, pagination } = useListPage(inquiries, (data) => data.inquiries, failed, list);

  return (
    <div className="space-y-6">
      <InquiriesHeader
        actions={
          <Can permission="inquiries_export">
            <ExportInquiriesButton filters={filterQuery} />
          </Can>
        }
      />
      <InquiriesList
        list={list}
        rows={rows}
        pagination={pagination}
        loading={inquiries.isPending}
        read={reading.opener}
      />
      <InquiryDetailsModal
        inquiry={reading.dialog}
        onClose={reading.close}
        onCloseAutoFocus={reading.restoreFocus}
      />
    </div>
  );
}

function InquiriesHeader({ actions }: { actions: React.ReactNode }) {
  const { t } = useTranslation('inquiries');
  return <PageHeader title={t('page.title')} description={t('page.description')} actions={actions} />;
}

interface InquiriesListProps {
  list: ListParams<InquiryFilters>;
  rows: Inquiry[];
  pagination: Pagination | undefined;
  loading: boolean;
  read: (inquiry: Inquiry) => DialogOpenerProps;
}

function InquiriesList({ list, rows, pagination, loading, read }: InquiriesListProps) {
  const { t } = useTranslation('inquiries');
  const columns = useMemo(() => inquiryColumns(read, t), [read, t]);
  return (
    <ListSection
      name={t('list.name')}
      toolbar={<InquiriesToolbar list={list} />}
      columns={columns}
      rows={rows}
      rowKey={(inquiry) => inquiry.id}
      loading={loading}
      page={list.page}
      pagination={pagination}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
    />
  );
}
