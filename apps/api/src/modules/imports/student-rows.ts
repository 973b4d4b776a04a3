import type { RELATIONSHIP_TYPES } from '@school/contract';
import {
  IMPORT_LIST_SEPARATOR,
  parentUpdateSchema,
  studentCreateSchema,
  studentUpdateSchema,
  type FieldErrors,
  type StudentCreateValues,
  type StudentUpdateValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { say } from '../../lib/i18n';
import { controlCharacterErrors } from '../../plugins/input-guard';
import type { Actor } from '../audit/audit.repository';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { studentErrors } from '../students/students.service';
import { enrolmentsIn, findStudent, type StudentWithUser } from '../students/students.repository';
import { accountErrors } from '../users/person-account';
import { findUserByEmail } from '../users/users.repository';
import { cellsByField } from './import-columns';
import type { FileRow } from './import-file';
import { placesOfSchool, schoolParentByEmail, studentIdByAdmissionNo } from './imports.repository';
import { addErrors, choice, parsedWith } from './row-checks';

/*
 * The students file's rows checked (the dry run) and planned (what the run writes): each row by
 * the enrolment or edit form's own rules, against the database and against the file's other rows.
 */

/** A parent named on a row: created, or linked when the e-mail is already a parent's here. */
export interface ParentPlan {
  /** The e-mail as stored (lower case): one parent however many rows name them. */
  key: string;
  name: string;
  email: string;
  phone: string;
  relationship_type: (typeof RELATIONSHIP_TYPES)[number];
  existing: { id: number; name: string; email: string } | null;
}

export type StudentPlan = {
  row: number;
  parents: ParentPlan[];
} & (
  | { action: 'create'; values: StudentCreateValues }
  | { action: 'update'; id: number; values: StudentUpdateValues }
);

export interface StudentCheck {
  plans: StudentPlan[];
  errors: { row: number; errors: FieldErrors }[];
}

/** A form field's column in the file; the year is the current one, never the file's. */
const columnOf = (field: string) =>
  field === 'class_id'
    ? 'class'
    : field === 'section_id'
      ? 'section'
      : field === 'academic_year_id'
        ? null
        : field;

const PARENT_COLUMNS: Record<string, string> = {
  name: 'parent_names',
  email: 'parent_emails',
  phone: 'parent_phones',
  relationship_type: 'parent_relationships',
};

const parentRowSchema = parentUpdateSchema.pick({
  name: true,
  email: true,
  phone: true,
  relationship_type: true,
});

const listOf = (cell: string | undefined) =>
  cell === undefined ? [] : cell.split(IMPORT_LIST_SEPARATOR).map((v) => v.trim());

const lower = (text: string) => text.toLowerCase();

/** What the school's database says of an e-mail a row gives a parent. */
type ParentEmail = { parent: ParentPlan['existing'] } | { taken: string[] };

/**
 * Checks every row of a students file against the school (`yearId`: the current year, where they
 * are enrolled). Rows are read one at a time; the plans of the valid rows are kept for the run.
 */
export async function checkStudentRows(
  db: DB,
  school: { id: number; yearId: number },
  actor: Actor,
  columns: (string | null)[],
  lines: AsyncIterable<FileRow>,
): Promise<StudentCheck> {
  const places = await placesOfSchool(db, school.id);
  const classByName = new Map(places.classes.map((c) => [lower(c.name), c]));
  const seats = await seatsTaken(
    db,
    places.sections.map((s) => s.id),
    school.yearId,
  );
  const seen = {
    admission: new Map<string, number>(),
    studentEmail: new Map<string, number>(),
    roll: new Map<string, number>(),
    parent: new Map<string, { row: number; name: string }>(),
  };
  const parentEmails = new Map<string, ParentEmail>();
  const plans: StudentPlan[] = [];
  const errors: StudentCheck['errors'] = [];

  async function parentEmail(email: string): Promise<ParentEmail> {
    const known = parentEmails.get(email);
    if (known) return known;
    let answer: ParentEmail;
    const parent = await schoolParentByEmail(db, school.id, email);
    if (parent) answer = { parent };
    else if (!(await findUserByEmail(db, email))) answer = { parent: null };
    else {
      // Anyone else's e-mail is refused as the parent form refuses it, counted and audited alike.
      const taken = await accountErrors(db, { actor, role: 'parent' }, { email });
      answer = { taken: taken.email ?? [] };
    }
    parentEmails.set(email, answer);
    return answer;
  }

  async function parentsOfRow(row: number, cells: Map<string, string>, rowErrors: FieldErrors) {
    const names = listOf(cells.get('parent_names'));
    const emails = listOf(cells.get('parent_emails'));
    const phones = listOf(cells.get('parent_phones'));
    const relationships = listOf(cells.get('parent_relationships'));
    const count = Math.max(names.length, emails.length, phones.length);
    const parents: ParentPlan[] = [];
    for (let i = 0; i < count; i++) {
      const label = (message: string) =>
        count > 1 ? say('imports.rows.parent_n', { n: i + 1, message }) : message;
      const checked = parsedWith(
        parentRowSchema,
        {
          name: names[i] ?? '',
          email: emails[i] ?? '',
          phone: phones[i] ?? '',
          relationship_type: choice(relationships[i] || 'guardian'),
        },
        (field) => PARENT_COLUMNS[field] ?? 'parent_names',
      );
      if (checked.errors) {
        for (const [field, messages] of Object.entries(checked.errors))
          addErrors(rowErrors, field, messages.map(label));
        continue;
      }
      const { values } = checked;
      const key = lower(values.email);
      const before = seen.parent.get(key);
      if (before && lower(before.name) !== lower(values.name)) {
        addErrors(rowErrors, 'parent_names', [
          label(say('imports.rows.parent_named_otherwise', { name: before.name, row: before.row })),
        ]);
        continue;
      }
      if (seen.studentEmail.has(key)) {
        addErrors(rowErrors, 'parent_emails', [
          label(say('imports.rows.email_of_student', { row: seen.studentEmail.get(key) })),
        ]);
        continue;
      }
      const found = await parentEmail(key);
      if ('taken' in found) {
        addErrors(rowErrors, 'parent_emails', found.taken.map(label));
        continue;
      }
      if (!before) seen.parent.set(key, { row, name: values.name });
      parents.push({
        key,
        name: values.name,
        email: values.email,
        phone: values.phone,
        relationship_type: values.relationship_type,
        existing: found.parent,
      });
    }
    return parents;
  }

  for await (const { row, cells: line } of lines) {
    const cells = cellsByField(columns, line);
    const rowErrors: FieldErrors = controlCharacterErrors(Object.fromEntries(cells));
    // The class and section by name: another school's never match, they are not in `places`.
    const className = cells.get('class') ?? '';
    const schoolClass = classByName.get(lower(className));
    if (!schoolClass && className !== '') {
      addErrors(rowErrors, 'class', [say('imports.rows.unknown_class', { name: className })]);
    }
    const sectionName = cells.get('section');
    let section: (typeof places.sections)[number] | undefined;
    if (sectionName !== undefined && schoolClass) {
      section = places.sections.find(
        (s) => s.class_id === schoolClass.id && lower(s.name) === lower(sectionName),
      );
      if (!section) {
        addErrors(rowErrors, 'section', [
          say('imports.rows.unknown_section', { name: sectionName, class_name: schoolClass.name }),
        ]);
      }
    }
    const admissionNo = cells.get('admission_no');
    const existingId = admissionNo ? await studentIdByAdmissionNo(db, school.id, admissionNo) : undefined;
    const current = existingId === undefined ? undefined : await findStudent(db, school.id, existingId);
    const placed = current && (await enrolmentsIn(db, [current.id], school.yearId)).get(current.id);

    const body = studentBody(cells, current, placed?.roll_no ?? undefined, {
      academic_year_id: school.yearId,
      class_id: schoolClass?.id ?? 0,
      section_id: section?.id ?? null,
    });
    const checked = current
      ? parsedWith(studentUpdateSchema, body, columnOf)
      : parsedWith(studentCreateSchema, { ...body, parent_ids: [] }, columnOf);
    if (checked.errors)
      for (const [field, messages] of Object.entries(checked.errors)) addErrors(rowErrors, field, messages);

    const values = checked.values;
    if (values && !rowErrors.class && !rowErrors.section) {
      // The form's own checks: e-mail, admission and roll numbers taken, the placement.
      const stored = await studentErrors(db, school.id, { ...values, parent_ids: [] }, actor, current);
      for (const [field, messages] of Object.entries(stored)) {
        const key = columnOf(field);
        if (key !== null) addErrors(rowErrors, key, messages);
      }
      inFileErrors(row, values, rowErrors);
      seatErrors(values, current?.status === 'active' ? (placed?.section_id ?? null) : null, rowErrors);
    }
    if (values?.email) seen.studentEmail.set(lower(values.email), row);
    const parents = await parentsOfRow(row, cells, rowErrors);

    if (Object.keys(rowErrors).length > 0 || !values) {
      errors.push({ row, errors: rowErrors });
      continue;
    }
    plans.push(
      current
        ? { row, action: 'update', id: current.id, values: values, parents }
        : { row, action: 'create', values: values as StudentCreateValues, parents },
    );
  }
  return { plans, errors };

  /** Two rows of the file may not share an admission number, an e-mail, or a roll number in a section. */
  function inFileErrors(row: number, values: StudentUpdateValues, rowErrors: FieldErrors) {
    const twice = (map: Map<string, number>, key: string, field: string) => {
      const first = map.get(key);
      if (first !== undefined) addErrors(rowErrors, field, [say('imports.rows.also_on_row', { row: first })]);
      else map.set(key, row);
    };
    twice(seen.admission, lower(values.admission_no), 'admission_no');
    if (values.email) {
      twice(seen.studentEmail, lower(values.email), 'email');
      const parent = seen.parent.get(lower(values.email));
      if (parent) addErrors(rowErrors, 'email', [say('imports.rows.email_of_parent', { row: parent.row })]);
    }
    twice(seen.roll, `${values.class_id}/${values.section_id}/${lower(values.roll_no)}`, 'roll_no');
  }

  /** A section holds its capacity: the file's new students count with those already there. */
  function seatErrors(values: StudentUpdateValues, seatHeld: number | null, rowErrors: FieldErrors) {
    const section = places.sections.find((s) => s.id === values.section_id);
    // A student who already sits in the section keeps their seat, as the edit form has it.
    if (!section || section.capacity === null || values.status !== 'active' || seatHeld === section.id)
      return;
    const taken = seats.get(section.id) ?? 0;
    if (taken >= section.capacity) {
      addErrors(rowErrors, 'section', [
        say('rules.section_full', { section: section.name, capacity: section.capacity }),
      ]);
      return;
    }
    seats.set(section.id, taken + 1);
  }
}

/**
 * The form's body for a row: the file's cells over what the student has (an update changes only
 * the columns the file has), else the enrolment form's defaults.
 */
function studentBody(
  cells: Map<string, string>,
  current: StudentWithUser | undefined,
  currentRollNo: string | undefined,
  place: { academic_year_id: number; class_id: number; section_id: number | null },
) {
  const cell = (field: string) => cells.get(field);
  const kept = <K extends keyof StudentWithUser>(field: K & string) =>
    cells.has(field) ? cell(field) : (current?.[field] ?? undefined);
  return {
    name: kept('name'),
    email: kept('email') ?? null,
    phone: kept('phone') ?? null,
    admission_no: kept('admission_no'),
    roll_no: cells.has('roll_no') ? cell('roll_no') : currentRollNo,
    dob: kept('dob'),
    gender: cells.has('gender') ? choice(cell('gender')) : current?.gender,
    blood_group: cells.has('blood_group') ? cell('blood_group')?.toUpperCase() : current?.blood_group,
    status: cells.has('status') ? choice(cell('status')) : current?.status,
    admission_date: kept('admission_date'),
    ...place,
  };
}
