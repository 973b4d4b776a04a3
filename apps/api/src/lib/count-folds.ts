import { isPostgres, type DB } from '../db/connect';
import { foldPiledFigures } from './figure-counts';
import { foldPiledCounters } from './row-counts';
import { foldSchoolSizes } from './school-sizes';

/**
 * Folds every kept count that has piled up rows on PostgreSQL, where each writing statement
 * appends its own row to a count instead of waiting on the one row (row_counts, figure_counts,
 * school_size_changes). Reads fold what they read, but some counts are not read for a long time or
 * ever: the figures of the three counted zones that are not the platform's (four rows for every
 * audit entry), the days no window reads again, a school's counters whose lists nobody opens, the
 * school sizes until someone opens the statistics. Each fold is one statement of its own, as the
 * reads' folds are, so it holds the rows it folds for that statement only, and two at once are
 * safe; a count keeps its total. Each server's first worker runs this every COUNT_FOLD_MINUTES
 * (plugins/count-folding.ts). SQLite keeps one row a count: nothing to do.
 */
export async function foldPiledCounts(db: DB): Promise<void> {
  if (!isPostgres(db)) return;
  await foldPiledCounters(db);
  await foldPiledFigures(db);
  await foldSchoolSizes(db);
}
