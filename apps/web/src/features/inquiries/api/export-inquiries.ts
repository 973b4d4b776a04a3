import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { InquiryFilterQuery } from '../filters';

/** The key of the message a failed export shows (translated when shown). */
export const EXPORT_INQUIRIES_FAILED = 'inquiries:errors.export';

/** The CSV of every message matching the search and status, whatever the page. */
export function exportInquiries(filters: InquiryFilterQuery) {
  return downloadFile(`/superadmin/inquiries/export${toQueryString(filters)}`, {
    fallbackName: 'inquiries.csv',
    fallbackMessage: i18next.t(EXPORT_INQUIRIES_FAILED),
  });
}

export function useExportInquiries() {
  return useMutation({ mutationFn: exportInquiries });
}
