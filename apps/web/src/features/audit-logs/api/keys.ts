import type { AuditFilters } from '@school/contract';

/** The filters as the screen sends them (the user id already a number); unset ones left out. */
export type AuditLogFilterQuery = Partial<AuditFilters>;

/** A log request as the screen sends it: page and page size always set. */
export type AuditLogsQuery = AuditLogFilterQuery & { page: number; per_page: number };

/** React Query keys of the audit screen; refreshing `all` reloads the list and the figures. */
export const auditKeys = {
  all: ['superadmin', 'audit'] as const,
  logs: (query: AuditLogsQuery) => [...auditKeys.all, 'logs', query] as const,
  activity: (days: number) => [...auditKeys.all, 'activity', days] as const,
};
