import {
  PLATFORM_SETTINGS_GROUP_NAMES,
  type PlatformSettingsGroup,
  type PlatformSettingsValue,
} from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { platformSettingsKeys } from './keys';

/** One group as saved, or its defaults when never saved. */
export async function getSettingsGroup<G extends PlatformSettingsGroup>(
  group: G,
): Promise<PlatformSettingsValue[G]> {
  const { data } = await apiRequest<PlatformSettingsValue[G]>(`/superadmin/settings/${group}`, {
    fallbackMessage: `Failed to fetch ${PLATFORM_SETTINGS_GROUP_NAMES[group].toLowerCase()} settings`,
  });
  return data;
}

export const settingsGroupQueryOptions = <G extends PlatformSettingsGroup>(group: G) =>
  queryOptions({ queryKey: platformSettingsKeys.group(group), queryFn: () => getSettingsGroup(group) });

export function useSettingsGroup<G extends PlatformSettingsGroup>(group: G) {
  return useQuery(settingsGroupQueryOptions(group));
}
