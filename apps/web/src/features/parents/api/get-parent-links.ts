import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export async function getParentLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/parents/${id}/links`, {
    fallbackMessage: i18next.t('parents:toast.fetch_links_failed'),
  });
  return data;
}

export const parentLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: parentKeys.links(id), queryFn: () => getParentLinks(id) });

export function useParentLinks(id: number) {
  return useQuery(parentLinksQueryOptions(id));
}
