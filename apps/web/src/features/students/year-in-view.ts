import type { StudentFilters } from './filters';

/**
 * The year the students screen looks at: the one chosen in its Academic Year filter, else none
 * (the server then shows each student's class of the current year). The list, its cards and
 * charts, the details and the export all read this one year.
 */
export const yearInView = (filters: Pick<StudentFilters, 'academic_year_id'>): number | undefined =>
  /^[1-9]\d*$/.test(filters.academic_year_id) ? Number(filters.academic_year_id) : undefined;
