import type { LinkedRecords } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export async function getParentLinks(id: number): Promise<LinkedRecords> {
  const { data } = await apiRequest<LinkedRecords>(`/school/parents/${id}/links`, {
    fallbackMessage: 'Failed to fetch what is linked to the parent',
  });
  return data;
}

export const parentLinksQueryOptions = (id: number) =>
  queryOptions({ queryKey: parentKeys.links(id), queryFn: () => getParentLinks(id) });

export function useParentLinks(id: number) {
  return useQuery(parentLinksQueryOptions(id));
}
