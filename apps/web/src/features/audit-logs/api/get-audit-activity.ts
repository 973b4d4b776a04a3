import type { AuditActivity } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditKeys } from './keys';

export const FETCH_AUDIT_ACTIVITY_FAILED = 'Failed to fetch audit activity';

/** The activity figures over the last `days` days of the platform timezone (spec 01: 30). */
export async function getAuditActivity(days: number): Promise<AuditActivity> {
  const { data } = await apiRequest<AuditActivity>(`/superadmin/audit/activity?days=${days}`, {
    fallbackMessage: FETCH_AUDIT_ACTIVITY_FAILED,
  });
  return data;
}

export const auditActivityQueryOptions = (days: number) =>
  queryOptions({ queryKey: auditKeys.activity(days), queryFn: () => getAuditActivity(days) });

export function useAuditActivity(days: number) {
  return useQuery(auditActivityQueryOptions(days));
}
