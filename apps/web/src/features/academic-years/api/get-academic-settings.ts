import type { AcademicSettings } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolSettingsKeys } from '@/lib/school-settings-keys';
import { i18next } from '@/i18n/i18n';

/** The school's academic settings: the year's name and session dates prefill a new year. */
export async function getAcademicSettings(): Promise<AcademicSettings> {
  const { data } = await apiRequest<AcademicSettings>('/school/settings/academic', {
    fallbackMessage: i18next.t('academic-years:errors.settings'),
  });
  return data;
}

export const academicSettingsQueryOptions = () =>
  queryOptions({
    // The settings screen's key for the section: a save there shows here without a reload.
    queryKey: schoolSettingsKeys.section('academic'),
    queryFn: getAcademicSettings,
  });

export function useAcademicSettings(enabled: boolean) {
  return useQuery({ ...academicSettingsQueryOptions(), enabled });
}
