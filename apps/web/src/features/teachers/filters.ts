import { GENDERS, TEACHER_SORTS, type Gender } from '@school/contract';
import type { TFunction } from 'i18next';
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

/**
 * "Male", "Female", "Other" in the reader's language (`t` of the teachers namespace); a missing
 * gender is "Not specified", one the app does not know is shown as it came.
 */
export const genderLabel = (t: TFunction, gender: string | null) =>
  gender === null || gender === ''
    ? t('gender.not_specified')
    : isGender(gender)
      ? t(`gender.${gender}`)
      : gender;

/** The gender choices of the filter and the form: the value sent stays the API's. */
export const genderOptions = (t: TFunction) => GENDERS.map((g) => ({ value: g, label: genderLabel(t, g) }));
