import type { Section } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';

export async function getSection(id: number): Promise<Section> {
  const { data } = await apiRequest<Section>(`/school/sections/${id}`, {
    fallbackMessage: 'Failed to fetch section details',
  });
  return data;
}

export const sectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: sectionKeys.detail(id), queryFn: () => getSection(id) });

export function useSection(id: number) {
  return useQuery(sectionQueryOptions(id));
}
