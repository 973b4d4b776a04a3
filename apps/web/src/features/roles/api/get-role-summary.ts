import type { RoleSummaryCounts } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export async function getRoleSummary(): Promise<RoleSummaryCounts> {
  const { data } = await apiRequest<RoleSummaryCounts>('/superadmin/roles/summary', {
    fallbackMessage: i18next.t('roles:stats.fetch_failed'),
  });
  return data;
}

export const roleSummaryQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.summary(), queryFn: getRoleSummary });

export function useRoleSummary() {
  return useQuery(roleSummaryQueryOptions());
}
