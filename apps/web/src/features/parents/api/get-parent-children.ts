import type { ParentChild } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

/** The parent's linked students with their class and section this year. */
export async function getParentChildren(id: number): Promise<ParentChild[]> {
  const { data } = await apiRequest<{ children: ParentChild[] }>(`/school/parents/${id}/children`, {
    fallbackMessage: i18next.t('parents:toast.fetch_children_failed'),
  });
  return data.children;
}

export const parentChildrenQueryOptions = (id: number) =>
  queryOptions({ queryKey: parentKeys.children(id), queryFn: () => getParentChildren(id) });

export function useParentChildren(id: number) {
  return useQuery(parentChildrenQueryOptions(id));
}
