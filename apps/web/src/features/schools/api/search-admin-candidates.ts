import type { ConsoleUser } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { schoolKeys } from './keys';

/** Spec 01 section 9: the admin picker searches from 2 characters on. */
export const MIN_ADMIN_SEARCH = 2;

/** Users with the school_admin role matching the term; each says which school it already runs. */
export async function searchAdminCandidates(search: string): Promise<ConsoleUser[]> {
  const { data } = await apiRequest<{ users: ConsoleUser[] }>(
    `/superadmin/users/search${toQueryString({ search, role: 'school_admin' })}`,
    { fallbackMessage: i18next.t('schools:assign_admin.search_failed') },
  );
  return data.users;
}

export const adminCandidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: schoolKeys.adminCandidates(search),
    queryFn: () => searchAdminCandidates(search),
    enabled: search.trim().length >= MIN_ADMIN_SEARCH,
  });

export function useAdminCandidates(search: string) {
  return useQuery(adminCandidatesQueryOptions(search));
}
