import {
  teacherImportSchema,
  teacherUpdateSchema,
  type FieldErrors,
  type TeacherImportValues,
  type TeacherUpdateValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { say } from '../../lib/i18n';
import { controlCharacterErrors } from '../../plugins/input-guard';
import type { Actor } from '../audit/audit.repository';
import { findTeacher, type TeacherWithUser } from '../teachers/teachers.repository';
import { teacherValueErrors } from '../teachers/teachers.service';
import { cellsByField } from './import-columns';
import type { FileRow } from './import-file';
import { teacherIdByEmployeeCode } from './imports.repository';
import { addErrors, choice, orOverProbingLimit, parsedWith } from './row-checks';

/*
 * The teachers file's rows checked and planned: each by the teacher form's own rules, a teacher
 * matched by employee code updated, any other created (without a password: invited, or set later).
 */

export type TeacherPlan = { row: number } & (
  | { action: 'create'; values: TeacherImportValues }
  | { action: 'update'; before: TeacherWithUser; values: TeacherUpdateValues }
);

export interface TeacherCheck {
  plans: TeacherPlan[];
  errors: { row: number; errors: FieldErrors }[];
}

const lower = (text: string) => text.toLowerCase();

export async function checkTeacherRows(
  db: DB,
  schoolId: number,
  actor: Actor,
  columns: (string | null)[],
  lines: AsyncIterable<FileRow>,
): Promise<TeacherCheck> {
  const seen = { code: new Map<string, number>(), email: new Map<string, number>() };
  const plans: TeacherPlan[] = [];
  const errors: TeacherCheck['errors'] = [];
  for await (const { row, cells: line } of lines) {
    const cells = cellsByField(columns, line);
    const rowErrors: FieldErrors = controlCharacterErrors(Object.fromEntries(cells));
    const code = cells.get('employee_code');
    const existingId = code ? await teacherIdByEmployeeCode(db, schoolId, code) : undefined;
    const current = existingId === undefined ? undefined : await findTeacher(db, schoolId, existingId);
    const kept = <K extends keyof TeacherWithUser>(field: K & string) =>
      cells.has(field) ? cells.get(field) : (current?.[field] ?? undefined);
    const body = {
      name: kept('name'),
      email: kept('email'),
      phone: kept('phone') ?? null,
      employee_code: kept('employee_code'),
      qualification: kept('qualification') ?? null,
      specialization: kept('specialization') ?? null,
      gender: cells.has('gender') ? choice(cells.get('gender')) : current?.gender,
      dob: kept('dob') ?? null,
      date_of_joining: kept('date_of_joining') ?? null,
    };
    const checked = current
      ? parsedWith(teacherUpdateSchema, body, (field) => field)
      : parsedWith(teacherImportSchema, body, (field) => field);
    if (checked.errors)
      for (const [field, messages] of Object.entries(checked.errors)) addErrors(rowErrors, field, messages);
    const values = checked.values;
    if (values) {
      // The form's own checks: the e-mail and the employee code taken.
      const stored = await orOverProbingLimit('email', () =>
        teacherValueErrors(db, schoolId, values, actor, current),
      );
      for (const [field, messages] of Object.entries(stored)) addErrors(rowErrors, field, messages);
      for (const [map, key, field] of [
        [seen.code, lower(values.employee_code), 'employee_code'],
        [seen.email, lower(values.email), 'email'],
      ] as const) {
        const first = map.get(key);
        if (first !== undefined)
          addErrors(rowErrors, field, [say('imports.rows.also_on_row', { row: first })]);
        else map.set(key, row);
      }
    }
    if (Object.keys(rowErrors).length > 0 || !values) {
      errors.push({ row, errors: rowErrors });
      continue;
    }
    plans.push(
      current
        ? { row, action: 'update', before: current, values: values }
        : { row, action: 'create', values: values as TeacherImportValues },
    );
  }
  return { plans, errors };
}
