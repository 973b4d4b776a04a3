import type { SortDirection } from '@school/contract';

/** React Query keys of the superadmin dashboard. */
export const dashboardKeys = {
  all: ['superadmin', 'dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  growth: () => [...dashboardKeys.all, 'growth'] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
  recent: (direction: SortDirection) => [...dashboardKeys.all, 'recent', direction] as const,
};
