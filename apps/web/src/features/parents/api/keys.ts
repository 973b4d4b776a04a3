import type { ParentListQuery } from '@school/contract';

/** The filters the export follows, as the list does. */
export type ParentFilterQuery = Pick<ParentListQuery, 'search' | 'relationship_type'>;

/** A list request as the screen sends it: page and page size always set. */
export type ParentsQuery = Omit<ParentListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * React Query keys of the parents screen. Writes invalidate `school`, every school admin query:
 * a parent's links are figures of the students screen too.
 */
export const parentKeys = {
  school: ['school'] as const,
  all: ['school', 'parents'] as const,
  list: (query: ParentsQuery) => [...parentKeys.all, 'list', query] as const,
  analytics: () => [...parentKeys.all, 'analytics'] as const,
  detail: (id: number) => [...parentKeys.all, 'detail', id] as const,
  children: (id: number) => [...parentKeys.all, 'children', id] as const,
  links: (id: number) => [...parentKeys.all, 'links', id] as const,
  /** The active students offered for linking, by search term. */
  studentOptions: (search: string) => [...parentKeys.all, 'student-options', search] as const,
};
