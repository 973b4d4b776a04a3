import type { Teacher } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeacher(id: number): Promise<Teacher> {
  const { data } = await apiRequest<Teacher>(`/school/teachers/${id}`, {
    fallbackMessage: 'Failed to fetch teacher details',
  });
  return data;
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({ queryKey: teacherKeys.detail(id), queryFn: () => getTeacher(id) });

export function useTeacher(id: number) {
  return useQuery(teacherQueryOptions(id));
}
