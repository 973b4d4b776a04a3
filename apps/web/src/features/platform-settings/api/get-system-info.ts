import type { SystemInfo } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { platformSettingsKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The answering API node's version, runtime, database engine and uptime. */
export async function getSystemInfo(): Promise<SystemInfo> {
  const { data } = await apiRequest<SystemInfo>('/superadmin/system/info', {
    fallbackMessage: i18next.t('platform-settings:system.failed'),
  });
  return data;
}

export const systemInfoQueryOptions = () =>
  queryOptions({ queryKey: platformSettingsKeys.systemInfo, queryFn: getSystemInfo });

export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions());
}
