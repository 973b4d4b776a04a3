import type { ActivityWindow, StatisticsPeriod } from '@school/contract';

/** React Query keys of the statistics screen; invalidating `statisticsKeys.all` is Refresh. */
export const statisticsKeys = {
  all: ['superadmin', 'statistics'] as const,
  overview: () => [...statisticsKeys.all, 'overview'] as const,
  growth: (period: StatisticsPeriod) => [...statisticsKeys.all, 'growth', period] as const,
  activity: (days: ActivityWindow) => [...statisticsKeys.all, 'activity', days] as const,
  schools: () => [...statisticsKeys.all, 'schools'] as const,
  users: () => [...statisticsKeys.all, 'users'] as const,
  performance: () => [...statisticsKeys.all, 'performance'] as const,
};
