import { type SchoolSettingsSection, type SchoolSettingsValue } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolSettingsKeys } from '@/lib/school-settings-keys';

/** One section as saved, or its defaults when the school never saved it. */
export async function getSettingsSection<S extends SchoolSettingsSection>(
  section: S,
): Promise<SchoolSettingsValue[S]> {
  const { data } = await apiRequest<SchoolSettingsValue[S]>(`/school/settings/${section}`, {
    fallbackMessage: i18next.t(`school-settings:sections.${section}.fetch_failed`),
  });
  return data;
}

export const settingsSectionQueryOptions = <S extends SchoolSettingsSection>(section: S) =>
  queryOptions({ queryKey: schoolSettingsKeys.section(section), queryFn: () => getSettingsSection(section) });

export function useSettingsSection<S extends SchoolSettingsSection>(section: S) {
  return useQuery(settingsSectionQueryOptions(section));
}
