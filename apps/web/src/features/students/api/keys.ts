import type { StudentListQuery } from '@school/contract';

/** The filters the export follows, as the list does (ids as numbers). */
export type StudentFilterQuery = Pick<StudentListQuery, 'search' | 'status' | 'gender' | 'archived'> & {
  class_id?: number | undefined;
  academic_year_id?: number | undefined;
};

/** A list request as the screen sends it: page and page size always set. */
export type StudentsQuery = Omit<
  StudentListQuery,
  'page' | 'per_page' | 'class_id' | 'section_id' | 'academic_year_id'
> &
  StudentFilterQuery & { page: number; per_page: number };

/**
 * React Query keys of the students screen. Writes invalidate `school`, every school admin query:
 * a student's enrolment is a figure of the classes, sections and years screens too.
 */
export const studentKeys = {
  school: ['school'] as const,
  all: ['school', 'students'] as const,
  list: (query: StudentsQuery) => [...studentKeys.all, 'list', query] as const,
  analytics: (yearId?: number) => [...studentKeys.all, 'analytics', yearId ?? 'school'] as const,
  enrollmentReport: () => [...studentKeys.all, 'enrollment-report'] as const,
  detail: (id: number, yearId?: number) => [...studentKeys.all, 'detail', id, yearId ?? 'current'] as const,
  promotionCandidates: (query: object) => [...studentKeys.all, 'promotion-candidates', query] as const,
  links: (id: number) => [...studentKeys.all, 'links', id] as const,
  /** Under `school`: a register saved on the attendance screen refreshes the calendar. */
  attendance: (id: number) => [...studentKeys.all, 'attendance', id] as const,
  classOptions: () => [...studentKeys.all, 'options', 'classes'] as const,
  sectionOptions: (classId: number) => [...studentKeys.all, 'options', 'sections', classId] as const,
  academicYearOptions: () => [...studentKeys.all, 'options', 'academic-years'] as const,
};
