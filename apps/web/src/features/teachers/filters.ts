import { GENDERS, TEACHER_SORTS, type Gender } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { TeacherFilterQuery } from './api/keys';

/** The list's filters as the URL holds them; '' means any gender, any specialization. */
export interface TeacherFilters {
  gender: string;
  specialization: string;
  /** 'true': the archived teachers instead of the others. */
  archived: string;
}

export const TEACHER_FILTER_DEFAULTS: TeacherFilters = { gender: '', specialization: '', archived: '' };

const isGender = (value: string): value is Gender => GENDERS.some((g) => g === value);

/** Search and filters as the API takes them; a gender the API does not know is dropped. */
export function teacherFilterQuery(search: string, filters: TeacherFilters): TeacherFilterQuery {
  return {
    search: search.trim() || undefined,
    gender: isGender(filters.gender) ? filters.gender : undefined,
    specialization: filters.specialization.trim() || undefined,
    archived: filters.archived === 'true' ? 'true' : undefined,
  };
}

export const TEACHER_SORT_OPTIONS: SortOptions<(typeof TEACHER_SORTS)[number]> = {
  keys: TEACHER_SORTS,
  initial: { key: 'name', direction: 'asc' },
};

/** "Male", "Female", "Other"; a missing gender is "Not specified". */
export const genderLabel = (gender: string | null) =>
  gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : 'Not specified';

export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: genderLabel(g) }));
