import type { DB } from '../../db/connect';
import { placeYearCounts, schoolYearCounts } from './attendance-figures.repository';
import { withRate } from './attendance-counts';

/** A school, a class or a section: whose registers a rate adds up. */
export type RatedPlace = { school_id: number } | { class_id: number } | { section_id: number };

/**
 * The attendance rate of a school, class or section over an academic year (the current one, as
 * the analytics screens show): the sum of its registers' counts, present and late over enrolled;
 * null without a year or with nobody counted.
 */
export async function yearRate(db: DB, place: RatedPlace, yearId: number | null): Promise<number | null> {
  if (yearId === null) return null;
  const counts =
    'school_id' in place
      ? await schoolYearCounts(db, place.school_id, yearId)
      : await placeYearCounts(db, place, yearId);
  return withRate(counts).rate;
}
