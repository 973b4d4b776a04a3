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
import {
  parentIdsOfStudent,
  placesOfSchool,
  schoolParentByEmail,
  studentIdByAdmissionNo,
} from './imports.repository';
import { addErrors, choice, orOverProbingLimit, parsedWith } from './row-checks';

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

/** Rows checked against the database at once: the queries of one row wait on each other, not on other rows'. */
const ROWS_AT_ONCE = 16;

/** One parent a row names, checked on its own: the form's rules and what the database says of the e-mail. */
interface ParentFacts {
  label: (message: string) => string;
  values: {
    name: string;
    email: string;
    phone: string;
    relationship_type: ParentPlan['relationship_type'];
  } | null;
  errors: FieldErrors;
  found: ParentEmail | null;
}

/** What a row is on its own, before the file's other rows are taken into account. */
interface RowFacts {
  row: number;
  errors: FieldErrors;
  values: StudentUpdateValues | null;
  current: StudentWithUser | undefined;
  /** The section whose seat the student already holds this year, if active. */
  seatHeld: number | null;
  parents: ParentFacts[];
  /** The parents the matched student is linked to already: named again, they are not linked again. */
  linkedParents: ReadonlySet<number>;
}

/**
 * Checks every row of a students file against the school (`yearId`: the current year, where they
 * are enrolled). Rows are read as a stream, ROWS_AT_ONCE at a time checked against the database
 * side by side, then against the rows before them in file order; the plans of the valid rows are
 * kept for the run.
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
  /** Each e-mail is asked of the database once, however many rows name it. */
  const parentEmails = new Map<string, Promise<ParentEmail>>();
  const plans: StudentPlan[] = [];
  const errors: StudentCheck['errors'] = [];

  async function lookUpParentEmail(email: string): Promise<ParentEmail> {
    const parent = await schoolParentByEmail(db, school.id, email);
    if (parent) return { parent };
    if (!(await findUserByEmail(db, email))) return { parent: null };
    // Anyone else's e-mail is refused as the parent form refuses it, counted and audited alike.
    const taken = await orOverProbingLimit('email', () =>
      accountErrors(db, { actor, role: 'parent' }, { email }),
    );
    return { taken: taken.email ?? [] };
  }

  function parentEmail(email: string): Promise<ParentEmail> {
    let answer = parentEmails.get(email);
    if (!answer) parentEmails.set(email, (answer = lookUpParentEmail(email)));
    return answer;
  }

  function parentFacts(cells: Map<string, string>): Promise<ParentFacts[]> {
    const names = listOf(cells.get('parent_names'));
    const emails = listOf(cells.get('parent_emails'));
    const phones = listOf(cells.get('parent_phones'));
    const relationships = listOf(cells.get('parent_relationships'));
    const count = Math.max(names.length, emails.length, phones.length);
    return Promise.all(
      Array.from({ length: count }, async (_, i): Promise<ParentFacts> => {
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
        if (checked.errors) return { label, values: null, errors: checked.errors, found: null };
        return {
          label,
          values: checked.values,
          errors: {},
          found: await parentEmail(lower(checked.values.email)),
        };
      }),
    );
  }

  async function factsOf({ row, cells: line }: FileRow): Promise<RowFacts> {
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
    if (checked.errors) {
      for (const [field, messages] of Object.entries(checked.errors)) addErrors(rowErrors, field, messages);
    }
    const values = checked.values;
    if (values && !rowErrors.class && !rowErrors.section) {
      // The form's own checks: e-mail, admission and roll numbers taken, the placement.
      const stored = await orOverProbingLimit('email', () =>
        studentErrors(db, school.id, { ...values, parent_ids: [] }, actor, current),
      );
      for (const [field, messages] of Object.entries(stored)) {
        const key = columnOf(field);
        if (key !== null) addErrors(rowErrors, key, messages);
      }
    }
    return {
      row,
      errors: rowErrors,
      values,
      current,
      seatHeld: current?.status === 'active' ? (placed?.section_id ?? null) : null,
      parents: await parentFacts(cells),
      linkedParents: current ? await parentIdsOfStudent(db, current.id) : new Set(),
    };
  }

  /** The row against the rows before it, in file order; then its plan, or its errors. */
  function judge(facts: RowFacts): void {
    const { row, values, current } = facts;
    const rowErrors = facts.errors;
    if (values && Object.keys(rowErrors).length === 0) {
      inFileErrors(row, values, rowErrors);
      seatErrors(values, facts.seatHeld, rowErrors);
    }
    if (values?.email) seen.studentEmail.set(lower(values.email), row);
    const parents = parentsOfRow(row, facts.parents, facts.linkedParents, rowErrors);
    if (Object.keys(rowErrors).length > 0 || !values) {
      errors.push({ row, errors: rowErrors });
      return;
    }
    plans.push(
      current
        ? { row, action: 'update', id: current.id, values, parents }
        : { row, action: 'create', values: values as StudentCreateValues, parents },
    );
  }

  /**
   * The row's parents against the file: one name per e-mail, never a student's e-mail. A parent
   * the student is linked to already is no plan: the run has nothing to do for them.
   */
  function parentsOfRow(
    row: number,
    facts: ParentFacts[],
    linked: ReadonlySet<number>,
    rowErrors: FieldErrors,
  ): ParentPlan[] {
    const parents: ParentPlan[] = [];
    for (const { label, values, errors: own, found } of facts) {
      for (const [field, messages] of Object.entries(own)) addErrors(rowErrors, field, messages.map(label));
      if (!values || !found) continue;
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
      if ('taken' in found) {
        addErrors(rowErrors, 'parent_emails', found.taken.map(label));
        continue;
      }
      if (!before) seen.parent.set(key, { row, name: values.name });
      if (found.parent && linked.has(found.parent.id)) continue;
      parents.push({ key, ...values, existing: found.parent });
    }
    return parents;
  }

  let batch: FileRow[] = [];
  const checkBatch = async () => {
    for (const facts of await Promise.all(batch.map(factsOf))) judge(facts);
    batch = [];
  };
  for await (const line of lines) {
    batch.push(line);
    if (batch.length === ROWS_AT_ONCE) await checkBatch();
  }
  await checkBatch();
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
