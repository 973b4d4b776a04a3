import type { SchoolSettingsSection } from '@school/contract';

/**
 * React Query keys of the settings screen, one per section. Other screens that read a section
 * (the academic years' form) use the same key, so a save shows there without a reload.
 */
export const schoolSettingsKeys = {
  all: ['school', 'settings'] as const,
  section: (section: SchoolSettingsSection) => [...schoolSettingsKeys.all, section] as const,
};
