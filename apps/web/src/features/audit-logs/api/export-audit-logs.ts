import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { AuditLogFilterQuery } from './keys';

export const EXPORT_AUDIT_LOGS_FAILED = 'Failed to export audit logs';

/** The CSV of every entry matching the filters, whatever the page. */
export function exportAuditLogs(filters: AuditLogFilterQuery) {
  return downloadFile(`/superadmin/audit/logs/export${toQueryString(filters)}`, {
    fallbackName: 'audit-logs.csv',
    fallbackMessage: EXPORT_AUDIT_LOGS_FAILED,
  });
}

export function useExportAuditLogs() {
  return useMutation({ mutationFn: exportAuditLogs });
}
