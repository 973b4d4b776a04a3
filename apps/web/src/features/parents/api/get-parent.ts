import type { Parent } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export async function getParent(id: number): Promise<Parent> {
  const { data } = await apiRequest<Parent>(`/school/parents/${id}`, {
    fallbackMessage: i18next.t('parents:toast.fetch_details_failed'),
  });
  return data;
}

export const parentQueryOptions = (id: number) =>
  queryOptions({ queryKey: parentKeys.detail(id), queryFn: () => getParent(id) });

export function useParent(id: number) {
  return useQuery(parentQueryOptions(id));
}
