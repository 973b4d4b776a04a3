import type { Subject } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getSubject(id: number): Promise<Subject> {
  const { data } = await apiRequest<Subject>(`/school/subjects/${id}`, {
    fallbackMessage: i18next.t('subjects:errors.detail'),
  });
  return data;
}

export const subjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: subjectKeys.detail(id), queryFn: () => getSubject(id) });

export function useSubject(id: number) {
  return useQuery(subjectQueryOptions(id));
}
