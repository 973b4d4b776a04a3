import type { School } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchool(id: number): Promise<School> {
  const { data } = await apiRequest<School>(`/superadmin/schools/${id}`, {
    fallbackMessage: i18next.t('schools:details.fetch_failed'),
  });
  return data;
}

export const schoolQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.detail(id), queryFn: () => getSchool(id) });

export function useSchool(id: number) {
  return useQuery(schoolQueryOptions(id));
}
