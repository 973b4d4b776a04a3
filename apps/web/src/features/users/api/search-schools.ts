import type { School, SchoolList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { userKeys } from './keys';

/** The school picker searches from 2 characters on, as the admin picker does for users. */
export const MIN_SCHOOL_SEARCH = 2;
const SHOWN = 10;

/** Schools whose name or code matches, for the school of a new teacher or student. */
export async function searchSchools(search: string): Promise<School[]> {
  const { data } = await apiRequest<SchoolList>(
    `/superadmin/schools${toQueryString({ search, per_page: SHOWN, sort: 'name' })}`,
    { fallbackMessage: i18next.t('users:school_picker.search_failed') },
  );
  return data.schools;
}

export const schoolSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: userKeys.schoolSearch(search),
    queryFn: () => searchSchools(search),
    enabled: search.trim().length >= MIN_SCHOOL_SEARCH,
  });

export function useSchoolSearch(search: string) {
  return useQuery(schoolSearchQueryOptions(search));
}
