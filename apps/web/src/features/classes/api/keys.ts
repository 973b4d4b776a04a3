import type { ClassListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type ClassesQuery = Omit<ClassListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * React Query keys of the classes screen. Writes invalidate `school`, every school admin query:
 * a class's students, sections and teachers are figures of the years, sections and dashboard too.
 */
export const classKeys = {
  school: ['school'] as const,
  all: ['school', 'classes'] as const,
  list: (query: ClassesQuery) => [...classKeys.all, 'list', query] as const,
  summary: () => [...classKeys.all, 'summary'] as const,
  detail: (id: number) => [...classKeys.all, 'detail', id] as const,
  analytics: (id: number) => [...classKeys.all, 'analytics', id] as const,
  teachers: (id: number) => [...classKeys.all, 'teachers', id] as const,
};
