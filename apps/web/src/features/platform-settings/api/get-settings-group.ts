import { type PlatformSettingsGroup, type PlatformSettingsValue } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { platformSettingsKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** One group as saved, or its defaults when never saved. */
export async function getSettingsGroup<G extends PlatformSettingsGroup>(
  group: G,
): Promise<PlatformSettingsValue[G]> {
  const { data } = await apiRequest<PlatformSettingsValue[G]>(`/superadmin/settings/${group}`, {
    fallbackMessage: i18next.t(`platform-settings:fetch_failed.${group}`),
  });
  return data;
}

export const settingsGroupQueryOptions = <G extends PlatformSettingsGroup>(group: G) =>
  queryOptions({ queryKey: platformSettingsKeys.group(group), queryFn: () => getSettingsGroup(group) });

export function useSettingsGroup<G extends PlatformSettingsGroup>(group: G) {
  return useQuery(settingsGroupQueryOptions(group));
}
