import type { School } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchool(id: number): Promise<School> {
  const { data } = await apiRequest<School>(`/superadmin/schools/${id}`, {
    fallbackMessage: 'Failed to fetch school details',
  });
  return data;
}

export const schoolQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.detail(id), queryFn: () => getSchool(id) });

export function useSchool(id: number) {
  return useQuery(schoolQueryOptions(id));
}
