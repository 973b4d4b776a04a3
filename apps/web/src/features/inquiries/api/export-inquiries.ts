import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { InquiryFilterQuery } from '../filters';

export const EXPORT_INQUIRIES_FAILED = 'Failed to export inquiries';

/** The CSV of every message matching the search and status, whatever the page. */
export function exportInquiries(filters: InquiryFilterQuery) {
  return downloadFile(`/superadmin/inquiries/export${toQueryString(filters)}`, {
    fallbackName: 'inquiries.csv',
    fallbackMessage: EXPORT_INQUIRIES_FAILED,
  });
}

export function useExportInquiries() {
  return useMutation({ mutationFn: exportInquiries });
}
