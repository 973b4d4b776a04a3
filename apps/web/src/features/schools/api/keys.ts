import type { SchoolListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type SchoolsQuery = Omit<SchoolListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/** React Query keys of the schools screen; invalidating `all` refreshes lists, cards and details. */
export const schoolKeys = {
  all: ['superadmin', 'schools'] as const,
  list: (query: SchoolsQuery) => [...schoolKeys.all, 'list', query] as const,
  summary: () => [...schoolKeys.all, 'summary'] as const,
  detail: (id: number) => [...schoolKeys.all, 'detail', id] as const,
  stats: (id: number) => [...schoolKeys.all, 'stats', id] as const,
  accounts: (id: number) => [...schoolKeys.all, 'accounts', id] as const,
  adminCandidates: (search: string) => [...schoolKeys.all, 'admin-candidates', search] as const,
};
