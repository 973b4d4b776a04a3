import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getStudentLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/students/${id}/links`, {
    fallbackMessage: i18next.t('students:errors.fetch_links'),
  });
  return data;
}

export const studentLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: studentKeys.links(id), queryFn: () => getStudentLinks(id) });

export function useStudentLinks(id: number) {
  return useQuery(studentLinksQueryOptions(id));
}
