import type { StudentDetail } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export async function getStudent(id: number): Promise<StudentDetail> {
  const { data } = await apiRequest<StudentDetail>(`/school/students/${id}`, {
    fallbackMessage: 'Failed to fetch student details',
  });
  return data;
}

export const studentQueryOptions = (id: number) =>
  queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(id) });

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
