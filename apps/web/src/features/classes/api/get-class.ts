import type { SchoolClass } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getClass(id: number): Promise<SchoolClass> {
  const { data } = await apiRequest<SchoolClass>(`/school/classes/${id}`, {
    fallbackMessage: i18next.t('classes:errors.detail'),
  });
  return data;
}

export const classQueryOptions = (id: number) =>
  queryOptions({ queryKey: classKeys.detail(id), queryFn: () => getClass(id) });

export function useClass(id: number) {
  return useQuery(classQueryOptions(id));
}
