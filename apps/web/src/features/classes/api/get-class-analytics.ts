import type { ClassAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getClassAnalytics(id: number): Promise<ClassAnalytics> {
  const { data } = await apiRequest<ClassAnalytics>(`/school/classes/${id}/analytics`, {
    fallbackMessage: i18next.t('classes:errors.analytics'),
  });
  return data;
}

export const classAnalyticsQueryOptions = (id: number) =>
  // Fetched each time the modal opens: spec 02 clears analytics when it closes.
  queryOptions({ queryKey: classKeys.analytics(id), queryFn: () => getClassAnalytics(id), gcTime: 0 });

export function useClassAnalytics(id: number) {
  return useQuery(classAnalyticsQueryOptions(id));
}
