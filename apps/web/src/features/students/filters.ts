import {
  GENDERS,
  STUDENT_SORTS,
  STUDENT_STATUSES,
  type Student,
  type StudentEnrolment,
} from '@school/contract';
import type { TFunction } from 'i18next';
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

/** The "Show" filter's one choice besides the current students. */
export const archivedOptions = (t: TFunction<'students'>) => [
  { value: 'true', label: t('toolbar.show_archived') },
];

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

/** The statuses and genders as choices: the value the API takes, its label in the reader's language. */
export const statusOptions = (t: TFunction<'students'>) =>
  STUDENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
export const genderOptions = (t: TFunction<'students'>) =>
  GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }));

/** "Grade 5 - A", "Grade 5" without a section. */
export const placementOf = (enrolment: StudentEnrolment) =>
  enrolment.section
    ? `${enrolment.class_model.name} - ${enrolment.section.name}`
    : enrolment.class_model.name;

/**
 * The class and section of the year looked at (the list's year, else the current one), or "Not
 * enrolled": never another year's, so a promotion into next year leaves this year's list as it was.
 */
export const classLabel = (student: Student, t: TFunction<'students'>) =>
  student.enrolment ? placementOf(student.enrolment) : t('placement.not_enrolled');
