import type { SchoolSettingsSection } from '@school/contract';

/**
 * React Query keys of the school's settings, one per section. Here rather than in a feature: the
 * settings screen and the screens that read a section (the academic years' form) share them, so a
 * save shows everywhere without a reload, and features may not import each other.
 */
export const schoolSettingsKeys = {
  all: ['school', 'settings'] as const,
  section: (section: SchoolSettingsSection) => [...schoolSettingsKeys.all, section] as const,
};
