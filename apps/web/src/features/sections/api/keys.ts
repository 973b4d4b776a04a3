import type { SectionListQuery } from '@school/contract';

/** The filters the cards and the export follow, as the list does (the class as a number). */
export type SectionFilterQuery = Pick<SectionListQuery, 'search'> & { class_id?: number | undefined };

/** A list request as the screen sends it: page and page size always set. */
export type SectionsQuery = Omit<SectionListQuery, 'page' | 'per_page' | 'class_id'> &
  SectionFilterQuery & { page: number; per_page: number };

/**
 * React Query keys of the sections screen. Writes invalidate `school`, every school admin query:
 * a section's seats and students are figures of the classes screen too.
 */
export const sectionKeys = {
  school: ['school'] as const,
  all: ['school', 'sections'] as const,
  list: (query: SectionsQuery) => [...sectionKeys.all, 'list', query] as const,
  summary: (filters: SectionFilterQuery) => [...sectionKeys.all, 'summary', filters] as const,
  detail: (id: number) => [...sectionKeys.all, 'detail', id] as const,
  analytics: (id: number) => [...sectionKeys.all, 'analytics', id] as const,
  candidates: (classId: number) => [...sectionKeys.all, 'candidates', classId] as const,
  /** Under the classes' keys, so a change on the classes screen refreshes the dropdowns too. */
  classOptions: () => ['school', 'classes', 'options'] as const,
};
