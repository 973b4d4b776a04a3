import type { SubjectListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type SubjectsQuery = Omit<SubjectListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/** React Query keys of the subjects screen; invalidating `all` refreshes lists and details. */
export const subjectKeys = {
  all: ['school', 'subjects'] as const,
  list: (query: SubjectsQuery) => [...subjectKeys.all, 'list', query] as const,
  detail: (id: number) => [...subjectKeys.all, 'detail', id] as const,
};
