import { CLASS_SORTS } from '@school/contract';
import type { TFunction } from 'i18next';
import type { SortOptions } from '@/lib/use-list-params';

/** The classes list has a search box and no select filters. */
export type ClassFilters = Record<never, string>;

export const CLASS_FILTER_DEFAULTS: ClassFilters = {};

/** The list's server-side sorts, and the order it opens in: by grade, as a school counts. */
export const CLASS_SORT_OPTIONS: SortOptions<(typeof CLASS_SORTS)[number]> = {
  keys: CLASS_SORTS,
  initial: { key: 'grade_level', direction: 'asc' },
};

/**
 * A grade as the screens show it: "Grade 5", or "Unknown" when the class has none (spec 02), in
 * the reader's language (`t` of the classes namespace).
 */
export const gradeLabel = (t: TFunction, grade: number | null) =>
  grade === null ? t('grade_unknown') : t('grade', { grade });
