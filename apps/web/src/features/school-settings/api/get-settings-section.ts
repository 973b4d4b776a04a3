import {
  SCHOOL_SETTINGS_SECTION_NAMES,
  type SchoolSettingsSection,
  type SchoolSettingsValue,
} from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolSettingsKeys } from '@/lib/school-settings-keys';

/** One section as saved, or its defaults when the school never saved it. */
export async function getSettingsSection<S extends SchoolSettingsSection>(
  section: S,
): Promise<SchoolSettingsValue[S]> {
  const { data } = await apiRequest<SchoolSettingsValue[S]>(`/school/settings/${section}`, {
    fallbackMessage: `Failed to fetch ${SCHOOL_SETTINGS_SECTION_NAMES[section].toLowerCase()} settings`,
  });
  return data;
}

export const settingsSectionQueryOptions = <S extends SchoolSettingsSection>(section: S) =>
  queryOptions({ queryKey: schoolSettingsKeys.section(section), queryFn: () => getSettingsSection(section) });

export function useSettingsSection<S extends SchoolSettingsSection>(section: S) {
  return useQuery(settingsSectionQueryOptions(section));
}
