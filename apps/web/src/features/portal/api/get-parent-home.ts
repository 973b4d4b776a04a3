import type { ParentHome } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './keys';

/** The parent's main page in one call: their children, and `childId`'s day, year and notices. */
export async function getParentHome(childId: number | null): Promise<ParentHome> {
  const query = childId === null ? '' : `?student_id=${childId}`;
  const { data } = await apiRequest<ParentHome>(`/parent/home${query}`, {
    fallbackMessage: i18next.t('portal:home.load_failed'),
  });
  return data;
}

export const parentHomeQueryOptions = (childId: number | null) =>
  queryOptions({ queryKey: portalKeys.parentHome(childId), queryFn: () => getParentHome(childId) });

export function useParentHome(childId: number | null) {
  return useQuery(parentHomeQueryOptions(childId));
}
