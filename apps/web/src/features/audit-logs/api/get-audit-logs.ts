import type { AuditLogList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';
import { auditKeys, type AuditLogsQuery } from './keys';

/** The key of the message a failed load shows (translated when shown). */
export const FETCH_AUDIT_LOGS_FAILED = 'audit-logs:errors.fetch_logs';

export async function getAuditLogs(query: AuditLogsQuery): Promise<AuditLogList> {
  const { data } = await apiRequest<AuditLogList>(`/superadmin/audit/logs${toQueryString(query)}`, {
    fallbackMessage: i18next.t(FETCH_AUDIT_LOGS_FAILED),
  });
  return data;
}

export const auditLogsQueryOptions = (query: AuditLogsQuery) =>
  queryOptions({
    queryKey: auditKeys.logs(query),
    queryFn: () => getAuditLogs(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
