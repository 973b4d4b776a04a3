import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeacherLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/teachers/${id}/links`, {
    fallbackMessage: 'Failed to fetch what is linked to the teacher',
  });
  return data;
}

export const teacherLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: teacherKeys.links(id), queryFn: () => getTeacherLinks(id) });

export function useTeacherLinks(id: number) {
  return useQuery(teacherLinksQueryOptions(id));
}
