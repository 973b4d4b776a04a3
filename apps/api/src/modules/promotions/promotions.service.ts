import type {
  ClassGraduationResult,
  ClassGraduationValues,
  ClassPromotionResult,
  ClassPromotionValues,
  FieldErrors,
  PromotionCandidates,
} from '@school/contract';
import { fieldMessage } from '@school/contract';
import { isUniqueViolation, type DB } from '../../db/connect';
import { conflict, invalid } from '../../lib/app-error';
import { findAcademicYear } from '../academic-years/academic-years.repository';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { findClass } from '../classes/classes.repository';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { compareRollNumbers, rollNumbersAt } from '../enrollments/roll-numbers';
import { findSection, lockSection } from '../sections/sections.repository';
import { placementErrors } from '../students/placement';
import { lockStudents } from '../students/students.repository';
import {
  activeStudentsOf,
  enrolledIn,
  insertEnrolments,
  markGraduated,
  type Candidate,
  type ClassInYear,
} from './promotions.repository';
import { newRollNumbers } from './roll-numbering';
import { say } from '../../lib/i18n';

const CHANGED_SINCE_REVIEW = () => say('conflict.changed_since_review');
const RACED = () => say('conflict.raced');

/** The review list: the class's (or section's) active students that year, by roll number. */
export async function promotionCandidates(
  db: DB,
  schoolId: number,
  query: {
    academic_year_id: number;
    class_id: number;
    section_id: number | null;
    to_academic_year_id?: number | undefined;
  },
): Promise<PromotionCandidates> {
  const source = { yearId: query.academic_year_id, classId: query.class_id, sectionId: query.section_id };
  const errors = await placementErrors(db, schoolId, {
    ...source,
    fields: { year: 'academic_year_id', class: 'class_id', section: 'section_id' },
  });
  if (
    query.to_academic_year_id !== undefined &&
    !(await findAcademicYear(db, schoolId, query.to_academic_year_id))
  ) {
    errors.to_academic_year_id = [fieldMessage('selected', 'to_academic_year_id')];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const students = await activeStudentsOf(db, schoolId, source);
  const already =
    query.to_academic_year_id === undefined
      ? new Map<number, string>()
      : await enrolledIn(
          db,
          students.map((s) => s.student_id),
          query.to_academic_year_id,
        );
  return {
    students: students
      .sort((a, b) => compareRollNumbers(a.roll_no, b.roll_no) || a.name.localeCompare(b.name))
      .map((s) => ({ ...s, enrolled_in_target_year: already.get(s.student_id) ?? null })),
  };
}

/**
 * The review list as sent must be the class's active students now, each once: a student who
 * joined or left since it was read would otherwise be promoted, or left out, unseen (409).
 */
function matchReview(candidates: Candidate[], decided: { student_id: number }[]): void {
  const ids = new Set(decided.map((d) => d.student_id));
  if (ids.size !== decided.length) throw invalid({ students: [say('rules.student_twice')] });
  if (ids.size !== candidates.length || candidates.some((c) => !ids.has(c.student_id))) {
    throw conflict(CHANGED_SINCE_REVIEW());
  }
}

/** Where one student of the list goes: the promotion's target, or their own when moved. */
interface Target {
  classId: number;
  sectionId: number | null;
}
const targetKey = (t: Target) => `${t.classId}:${t.sectionId ?? 0}`;

/** Every field error of a promotion at once, before anything is written; the targets of the moved. */
async function promotionErrors(
  db: DB,
  schoolId: number,
  values: ClassPromotionValues,
): Promise<{ errors: FieldErrors; moves: Map<number, Target> }> {
  const [source, target, fromYear, toYear] = await Promise.all([
    placementErrors(db, schoolId, {
      yearId: values.from_academic_year_id,
      classId: values.from_class_id,
      sectionId: values.from_section_id,
      fields: { year: 'from_academic_year_id', class: 'from_class_id', section: 'from_section_id' },
    }),
    placementErrors(db, schoolId, {
      yearId: values.to_academic_year_id,
      classId: values.to_class_id,
      sectionId: values.to_section_id,
      fields: { year: 'to_academic_year_id', class: 'to_class_id', section: 'to_section_id' },
    }),
    findAcademicYear(db, schoolId, values.from_academic_year_id),
    findAcademicYear(db, schoolId, values.to_academic_year_id),
  ]);
  const errors: FieldErrors = { ...source, ...target };
  if (fromYear && toYear && toYear.start_date <= fromYear.start_date) {
    errors.to_academic_year_id = [say('rules.promote_after', { year: fromYear.name })];
  }
  const moves = new Map<number, Target>();
  for (const [index, d] of values.students.entries()) {
    if (d.action !== 'promote' || (d.class_id === undefined && d.section_id === undefined)) continue;
    const moved = { classId: d.class_id ?? values.to_class_id, sectionId: d.section_id ?? null };
    Object.assign(
      errors,
      await placementErrors(db, schoolId, {
        yearId: values.to_academic_year_id,
        ...moved,
        fields: {
          year: 'to_academic_year_id',
          class: `students.${index}.class_id`,
          section: `students.${index}.section_id`,
        },
      }),
    );
    // Moved into the promotion's own target is not a move.
    if (moved.classId !== values.to_class_id || moved.sectionId !== values.to_section_id) {
      moves.set(d.student_id, moved);
    }
  }
  return { errors, moves };
}

/**
 * Promotes a class (or section) into a class (and section) of a later year, in one transaction:
 * every student of the review list promoted, moved or held back, the capacity and roll numbers of
 * every target checked, one `class_promoted` entry with the counts. All, or nothing.
 */
export async function promoteClass(
  db: DB,
  schoolId: number,
  values: ClassPromotionValues,
  actor: Actor,
): Promise<ClassPromotionResult> {
  const { errors, moves } = await promotionErrors(db, schoolId, values);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const source: ClassInYear = {
    yearId: values.from_academic_year_id,
    classId: values.from_class_id,
    sectionId: values.from_section_id,
  };
  const main: Target = { classId: values.to_class_id, sectionId: values.to_section_id };
  try {
    return await db.transaction().execute(async (trx) => {
      await lockStudents(
        trx,
        schoolId,
        values.students.map((d) => d.student_id),
      );
      const candidates = await activeStudentsOf(trx, schoolId, source);
      matchReview(candidates, values.students);
      const byId = new Map(candidates.map((c) => [c.student_id, c]));
      const promoted = values.students
        .filter((d) => d.action === 'promote')
        .map((d) => byId.get(d.student_id)!);
      const already = await enrolledIn(
        trx,
        promoted.map((s) => s.student_id),
        values.to_academic_year_id,
      );
      if (already.size > 0) {
        const [id, place] = [...already][0]!;
        throw conflict(say('conflict.already_enrolled_in', { name: byId.get(id)!.name, place }));
      }
      // Students by target, each target's sections locked in id order, then its seats and numbers.
      const groups = new Map<string, { target: Target; students: Candidate[] }>();
      for (const s of promoted) {
        const target = moves.get(s.student_id) ?? main;
        const group = groups.get(targetKey(target)) ?? { target, students: [] };
        group.students.push(s);
        groups.set(targetKey(target), group);
      }
      const ordered = [...groups.values()].sort(
        (a, b) => (a.target.sectionId ?? 0) - (b.target.sectionId ?? 0),
      );
      const problems: FieldErrors = {};
      const rows = [];
      const placed = [];
      for (const { target, students } of ordered) {
        const section =
          target.sectionId === null ? null : await lockedSection(trx, schoolId, target.sectionId);
        const schoolClass = (await findClass(trx, schoolId, target.classId))!;
        const where = section
          ? say('rules.place_section_of_class', { section: section.name, class_name: schoolClass.name })
          : schoolClass.name;
        if (section && section.capacity !== null) {
          const left =
            section.capacity -
            (await seatsTaken(trx, [section.id], values.to_academic_year_id)).get(section.id)!;
          if (students.length > left) {
            (problems.students ??= []).push(
              say('rules.promote_seats_left', {
                where,
                left: Math.max(0, left),
                selected: students.length,
              }),
            );
          }
        }
        const held = await rollNumbersAt(trx, { yearId: values.to_academic_year_id, ...target });
        const { numbers, repeats } = newRollNumbers(students, values.roll_numbers, held);
        if (repeats.length > 0) (problems.roll_numbers ??= []).push(...repeats.map((r) => `${where}: ${r}`));
        for (const s of students) {
          const roll_no = numbers.get(s.student_id)!;
          rows.push({
            student_id: s.student_id,
            academic_year_id: values.to_academic_year_id,
            class_id: target.classId,
            section_id: target.sectionId,
            roll_no,
          });
          placed.push({
            student_id: s.student_id,
            name: s.name,
            class_name: schoolClass.name,
            section_name: section?.name ?? null,
            roll_no,
          });
        }
      }
      if (Object.keys(problems).length > 0) throw invalid(problems);
      await insertEnrolments(trx, schoolId, rows);
      const moved = promoted.filter((s) => moves.has(s.student_id)).length;
      const counts = {
        promoted: promoted.length - moved,
        moved,
        held_back: values.students.length - promoted.length,
      };
      await recordAudit(trx, actor, {
        event: 'class_promoted',
        description: `${candidates[0]?.class_name ?? 'Class'}${values.from_section_id === null ? '' : ` - ${candidates[0]?.section_name ?? ''}`} promoted: ${counts.promoted} promoted, ${counts.moved} moved, ${counts.held_back} held back`,
        properties: {
          from: source,
          to: { yearId: values.to_academic_year_id, ...main },
          roll_numbers: values.roll_numbers,
          counts,
          after: { enrolments: placed },
          held_back: values.students
            .filter((d) => d.action === 'hold')
            .map((d) => byId.get(d.student_id)!.name),
        },
      });
      return { ...counts, students: placed.sort((a, b) => a.name.localeCompare(b.name)) };
    });
  } catch (error) {
    // A roll number or enrolment taken by a request that raced past the checks above.
    if (isUniqueViolation(error)) throw conflict(RACED());
    throw error;
  }
}

async function lockedSection(trx: DB, schoolId: number, id: number) {
  await lockSection(trx, id);
  return (await findSection(trx, schoolId, id))!;
}

/**
 * Graduates a final class (or section) in one transaction: every student of the review list
 * graduated (status alumni, which frees their seat; their enrolments stay) or held back, with one
 * `class_graduated` entry holding the counts.
 */
export async function graduateClass(
  db: DB,
  schoolId: number,
  values: ClassGraduationValues,
  actor: Actor,
): Promise<ClassGraduationResult> {
  const source: ClassInYear = {
    yearId: values.academic_year_id,
    classId: values.class_id,
    sectionId: values.section_id,
  };
  const errors = await placementErrors(db, schoolId, {
    ...source,
    fields: { year: 'academic_year_id', class: 'class_id', section: 'section_id' },
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return db.transaction().execute(async (trx) => {
    await lockStudents(
      trx,
      schoolId,
      values.students.map((d) => d.student_id),
    );
    const candidates = await activeStudentsOf(trx, schoolId, source);
    matchReview(candidates, values.students);
    const byId = new Map(candidates.map((c) => [c.student_id, c]));
    const graduates = values.students.filter((d) => d.action === 'promote').map((d) => d.student_id);
    await markGraduated(trx, schoolId, graduates);
    const counts = { graduated: graduates.length, held_back: values.students.length - graduates.length };
    await recordAudit(trx, actor, {
      event: 'class_graduated',
      description: `${candidates[0]?.class_name ?? 'Class'} graduated: ${counts.graduated} graduated, ${counts.held_back} held back`,
      properties: {
        from: source,
        counts,
        before: { status: 'active' },
        after: { status: 'alumni', graduates: graduates.map((id) => byId.get(id)!.name) },
        held_back: values.students
          .filter((d) => d.action === 'hold')
          .map((d) => byId.get(d.student_id)!.name),
      },
    });
    return counts;
  });
}
