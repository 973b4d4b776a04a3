import type { AcademicYearListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type AcademicYearsQuery = Omit<AcademicYearListQuery, 'page' | 'per_page'> & {
  page: number;
  per_page: number;
};

/**
 * React Query keys of the academic years screen; invalidating `all` refreshes the list, the stat
 * cards and the current-year banner (both read the summary).
 */
export const academicYearKeys = {
  all: ['school', 'academic-years'] as const,
  list: (query: AcademicYearsQuery) => [...academicYearKeys.all, 'list', query] as const,
  summary: () => [...academicYearKeys.all, 'summary'] as const,
};
