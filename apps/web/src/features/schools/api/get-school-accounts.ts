import type { SchoolAccounts } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

/** The school's admin and people, and what deleting it does to each account. */
export async function getSchoolAccounts(id: number): Promise<SchoolAccounts> {
  const { data } = await apiRequest<SchoolAccounts>(`/superadmin/schools/${id}/accounts`, {
    fallbackMessage: "Failed to fetch the school's accounts",
  });
  return data;
}

export const schoolAccountsQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.accounts(id), queryFn: () => getSchoolAccounts(id) });

/** `enabled`: false for a user who may not see schools (schools_view). */
export function useSchoolAccounts(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...schoolAccountsQueryOptions(id), enabled });
}
