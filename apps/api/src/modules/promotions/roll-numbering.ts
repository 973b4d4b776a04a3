import type { RollNumbering } from '@school/contract';
import { compareRollNumbers, numbersAfter, rollKey } from '../enrollments/roll-numbers';
import { say } from '../../lib/i18n';

/** A student placed into a target class or section, with the roll number of the year before. */
export interface Placed {
  student_id: number;
  name: string;
  roll_no: string | null;
}

/**
 * The new year's roll numbers of the students placed into one target: kept as they were, or
 * renumbered 1, 2, 3... by name or by the old roll number, after the highest whole number already
 * held there (`held`, by key), so a second promotion into the same section never collides. Kept
 * numbers that repeat (two sections merged, or a number already held) are the caller's problems.
 */
export function newRollNumbers(
  students: Placed[],
  numbering: RollNumbering,
  held: Map<string, number>,
): { numbers: Map<number, string | null>; repeats: string[] } {
  const numbers = new Map<number, string | null>();
  const repeats: string[] = [];
  if (numbering === 'keep') {
    // `null`: a student already placed there before this promotion.
    const taken = new Map<string, string | null>([...held.keys()].map((key): [string, null] => [key, null]));
    for (const s of students) {
      numbers.set(s.student_id, s.roll_no);
      if (s.roll_no === null) continue;
      const by = taken.get(rollKey(s.roll_no));
      if (by === undefined) taken.set(rollKey(s.roll_no), s.name);
      else if (by === null)
        repeats.push(say('rules.roll_taken_renumber_by_another', { roll_no: s.roll_no, name: s.name }));
      else
        repeats.push(
          say('rules.roll_taken_renumber_by_name', { roll_no: s.roll_no, name: s.name, holder: by }),
        );
    }
    return { numbers, repeats };
  }
  const ordered = [...students].sort((a, b) =>
    numbering === 'by_name'
      ? a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.student_id - b.student_id
      : compareRollNumbers(a.roll_no, b.roll_no) ||
        a.name.localeCompare(b.name) ||
        a.student_id - b.student_id,
  );
  const next = numbersAfter(held.keys());
  for (const s of ordered) numbers.set(s.student_id, next());
  return { numbers, repeats };
}
