import type { RoleSummaryCounts } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export async function getRoleSummary(): Promise<RoleSummaryCounts> {
  const { data } = await apiRequest<RoleSummaryCounts>('/superadmin/roles/summary', {
    fallbackMessage: 'Failed to fetch role statistics',
  });
  return data;
}

export const roleSummaryQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.summary(), queryFn: getRoleSummary });

export function useRoleSummary() {
  return useQuery(roleSummaryQueryOptions());
}
