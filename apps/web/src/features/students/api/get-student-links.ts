import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export async function getStudentLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/students/${id}/links`, {
    fallbackMessage: 'Failed to fetch what is linked to the student',
  });
  return data;
}

export const studentLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: studentKeys.links(id), queryFn: () => getStudentLinks(id) });

export function useStudentLinks(id: number) {
  return useQuery(studentLinksQueryOptions(id));
}
