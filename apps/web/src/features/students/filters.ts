import {
  GENDERS,
  STUDENT_SORTS,
  STUDENT_STATUSES,
  type Student,
  type StudentEnrolment,
} from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { StudentFilterQuery } from './api/keys';

/** The list's filters as the URL holds them; '' means all. */
export interface StudentFilters {
  status: string;
  gender: string;
  class_id: string;
  academic_year_id: string;
  /** 'true': the archived students instead of the others. */
  archived: string;
}

export const STUDENT_FILTER_DEFAULTS: StudentFilters = {
  status: '',
  gender: '',
  class_id: '',
  academic_year_id: '',
  archived: '',
};

export const ARCHIVED_OPTIONS = [{ value: 'true', label: 'Archived' }];

const idOf = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(choices: readonly T[], value: string) =>
  choices.find((choice) => choice === value);

/** Search and filters as the API takes them; a value the API would refuse is dropped. */
export function studentFilterQuery(search: string, filters: StudentFilters): StudentFilterQuery {
  return {
    search: search.trim() || undefined,
    status: oneOf(STUDENT_STATUSES, filters.status),
    gender: oneOf(GENDERS, filters.gender),
    class_id: idOf(filters.class_id),
    academic_year_id: idOf(filters.academic_year_id),
    archived: filters.archived === 'true' ? 'true' : undefined,
  };
}

/** The list opens in the server's own order: newest first. */
export const STUDENT_SORT_OPTIONS: SortOptions<(typeof STUDENT_SORTS)[number]> = {
  keys: STUDENT_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};

/** "Male", "Transferred": an enumeration value as a label. */
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const STATUS_OPTIONS = STUDENT_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));
export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: capitalize(g) }));

/** "Grade 5 - A", "Grade 5" without a section. */
export const placementOf = (enrolment: StudentEnrolment) =>
  enrolment.section
    ? `${enrolment.class_model.name} - ${enrolment.section.name}`
    : enrolment.class_model.name;

/**
 * The class and section of the year looked at (the list's year, else the current one), or "Not
 * enrolled": never another year's, so a promotion into next year leaves this year's list as it was.
 */
export const classLabel = (student: Student) =>
  student.enrolment ? placementOf(student.enrolment) : 'Not enrolled';
