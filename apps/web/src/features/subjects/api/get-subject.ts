import type { Subject } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';

export async function getSubject(id: number): Promise<Subject> {
  const { data } = await apiRequest<Subject>(`/school/subjects/${id}`, {
    fallbackMessage: 'Failed to fetch subject details',
  });
  return data;
}

export const subjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: subjectKeys.detail(id), queryFn: () => getSubject(id) });

export function useSubject(id: number) {
  return useQuery(subjectQueryOptions(id));
}
