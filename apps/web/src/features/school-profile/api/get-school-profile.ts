import type { SchoolProfile } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileKeys } from './keys';

export async function getSchoolProfile(): Promise<SchoolProfile> {
  const { data } = await apiRequest<SchoolProfile>('/school/profile', {
    fallbackMessage: i18next.t('school-profile:page.fetch_failed'),
  });
  return data;
}

export const schoolProfileQueryOptions = () =>
  queryOptions({ queryKey: schoolProfileKeys.profile(), queryFn: getSchoolProfile });

export function useSchoolProfile() {
  return useQuery(schoolProfileQueryOptions());
}
