import type { SchoolAccounts } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

/** The school's admin and people, and what deleting it does to each account. */
export async function getSchoolAccounts(id: number): Promise<SchoolAccounts> {
  const { data } = await apiRequest<SchoolAccounts>(`/superadmin/schools/${id}/accounts`, {
    fallbackMessage: i18next.t('schools:accounts.fetch_failed'),
  });
  return data;
}

export const schoolAccountsQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.accounts(id), queryFn: () => getSchoolAccounts(id) });

/** `enabled`: false for a user who may not see schools (schools_view). */
export function useSchoolAccounts(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...schoolAccountsQueryOptions(id), enabled });
}
