import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeacherLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/teachers/${id}/links`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_links_failed'),
  });
  return data;
}

export const teacherLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: teacherKeys.links(id), queryFn: () => getTeacherLinks(id) });

export function useTeacherLinks(id: number) {
  return useQuery(teacherLinksQueryOptions(id));
}
