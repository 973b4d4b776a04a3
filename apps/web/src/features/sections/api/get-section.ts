import type { Section } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getSection(id: number): Promise<Section> {
  const { data } = await apiRequest<Section>(`/school/sections/${id}`, {
    fallbackMessage: i18next.t('sections:errors.detail'),
  });
  return data;
}

export const sectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: sectionKeys.detail(id), queryFn: () => getSection(id) });

export function useSection(id: number) {
  return useQuery(sectionQueryOptions(id));
}
