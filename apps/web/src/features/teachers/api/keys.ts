import type { TeacherListQuery } from '@school/contract';

/** The filters the list and the export follow: search, gender and a specialization to contain. */
export type TeacherFilterQuery = Pick<TeacherListQuery, 'search' | 'gender' | 'specialization' | 'archived'>;

/** A list request as the screen sends it: page and page size always set. */
export type TeachersQuery = Omit<TeacherListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * React Query keys of the teachers screen. Writes invalidate `school`, every school admin query:
 * a teacher's classes are figures of the classes screen too.
 */
export const teacherKeys = {
  school: ['school'] as const,
  all: ['school', 'teachers'] as const,
  list: (query: TeachersQuery) => [...teacherKeys.all, 'list', query] as const,
  analytics: () => [...teacherKeys.all, 'analytics'] as const,
  detail: (id: number) => [...teacherKeys.all, 'detail', id] as const,
  links: (id: number) => [...teacherKeys.all, 'links', id] as const,
  performance: (id: number) => [...teacherKeys.all, 'performance', id] as const,
  /** Under the classes' keys, so a change on the classes screen refreshes the choices too. */
  classOptions: () => ['school', 'classes', 'options'] as const,
  /** Under the sections' keys, so a change on the sections screen refreshes the choices too. */
  sectionOptions: (classId: number) => ['school', 'sections', 'options', classId] as const,
  /** The classes screen's key of a class's teachers: one cache for both screens. */
  classTeachers: (classId: number) => ['school', 'classes', 'teachers', classId] as const,
};
