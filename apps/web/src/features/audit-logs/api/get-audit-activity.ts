import type { AuditActivity } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';
import { auditKeys } from './keys';

/** The key of the message a failed load shows (translated when shown). */
export const FETCH_AUDIT_ACTIVITY_FAILED = 'audit-logs:errors.fetch_activity';

/** The activity figures over the last `days` days of the platform timezone (spec 01: 30). */
export async function getAuditActivity(days: number): Promise<AuditActivity> {
  const { data } = await apiRequest<AuditActivity>(`/superadmin/audit/activity?days=${days}`, {
    fallbackMessage: i18next.t(FETCH_AUDIT_ACTIVITY_FAILED),
  });
  return data;
}

export const auditActivityQueryOptions = (days: number) =>
  queryOptions({ queryKey: auditKeys.activity(days), queryFn: () => getAuditActivity(days) });

export function useAuditActivity(days: number) {
  return useQuery(auditActivityQueryOptions(days));
}
