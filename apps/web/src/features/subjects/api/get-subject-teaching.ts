import type { SubjectTeaching } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The classes that offer a subject and its teachers in each. */
export async function getSubjectTeaching(id: number): Promise<SubjectTeaching> {
  const { data } = await apiRequest<SubjectTeaching>(`/school/subjects/${id}/teaching`, {
    fallbackMessage: i18next.t('subjects:errors.teaching'),
  });
  return data;
}

export const subjectTeachingQueryOptions = (id: number) =>
  queryOptions({ queryKey: subjectKeys.teaching(id), queryFn: () => getSubjectTeaching(id) });

export function useSubjectTeaching(id: number) {
  return useQuery(subjectTeachingQueryOptions(id));
}
