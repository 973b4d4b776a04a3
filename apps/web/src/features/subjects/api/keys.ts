import type { SubjectListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type SubjectsQuery = Omit<SubjectListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/** React Query keys of the subjects screen; invalidating `all` refreshes lists and details. */
export const subjectKeys = {
  all: ['school', 'subjects'] as const,
  list: (query: SubjectsQuery) => [...subjectKeys.all, 'list', query] as const,
  detail: (id: number) => [...subjectKeys.all, 'detail', id] as const,
  teaching: (id: number) => [...subjectKeys.all, 'teaching', id] as const,
  /** Under the classes', teachers' and sections' keys, so changes there refresh the choices. */
  classOptions: () => ['school', 'classes', 'options'] as const,
  teacherOptions: () => ['school', 'teachers', 'options'] as const,
  sectionOptions: (classId: number) => ['school', 'sections', 'options', classId] as const,
};
