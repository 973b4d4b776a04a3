import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';
import type { AuditLogFilterQuery } from './keys';

/** The key of the message a failed export shows (translated when shown). */
export const EXPORT_AUDIT_LOGS_FAILED = 'audit-logs:errors.export';

/** The CSV of every entry matching the filters, whatever the page. */
export function exportAuditLogs(filters: AuditLogFilterQuery) {
  return downloadFile(`/superadmin/audit/logs/export${toQueryString(filters)}`, {
    fallbackName: 'audit-logs.csv',
    fallbackMessage: i18next.t(EXPORT_AUDIT_LOGS_FAILED),
  });
}

export function useExportAuditLogs() {
  return useMutation({ mutationFn: exportAuditLogs });
}
