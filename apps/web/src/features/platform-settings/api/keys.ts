import type { PlatformSettingsGroup } from '@school/contract';

/** React Query keys of the settings screen: one per group, and the system information. */
export const platformSettingsKeys = {
  all: ['superadmin', 'settings'] as const,
  group: (group: PlatformSettingsGroup) => [...platformSettingsKeys.all, group] as const,
  systemInfo: ['superadmin', 'system', 'info'] as const,
};
