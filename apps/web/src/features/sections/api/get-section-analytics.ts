import type { SectionAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getSectionAnalytics(id: number): Promise<SectionAnalytics> {
  const { data } = await apiRequest<SectionAnalytics>(`/school/sections/${id}/analytics`, {
    fallbackMessage: i18next.t('sections:errors.analytics'),
  });
  return data;
}

export const sectionAnalyticsQueryOptions = (id: number) =>
  // Fetched each time the modal opens: spec 02 clears analytics when it closes.
  queryOptions({ queryKey: sectionKeys.analytics(id), queryFn: () => getSectionAnalytics(id), gcTime: 0 });

export function useSectionAnalytics(id: number) {
  return useQuery(sectionAnalyticsQueryOptions(id));
}
