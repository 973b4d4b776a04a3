import {
  type FieldErrors,
  fieldMessage,
  type Subject,
  type SubjectList,
  type SubjectValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { SubjectRow } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { classesOffering } from './subject-teaching.repository';
import {
  deleteSubject,
  findSubject,
  insertSubject,
  subjectList,
  takenSubjectFields,
  teachersPerSubject,
  updateSubject,
  type SubjectFilters,
  type SubjectSort,
} from './subjects.repository';
import { say } from '../../lib/i18n';

async function present(db: DB, rows: SubjectRow[]): Promise<Subject[]> {
  const teachers = await teachersPerSubject(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ school_id: _school, ...row }) => ({ ...row, teachers_count: teachers.get(row.id)! }));
}

const presentOne = async (db: DB, row: SubjectRow) => (await present(db, [row]))[0]!;

const recorded = ({ name, code, description }: SubjectRow) => ({ name, code, description });

async function existing(db: DB, schoolId: number, id: number): Promise<SubjectRow> {
  const subject = await findSubject(db, schoolId, id);
  if (!subject) throw notFound(say('not_found.subject'));
  return subject;
}

/** Name and code are unique in the school, ignoring case: a duplicate is a 422 on its field. */
async function checkUnique(db: DB, schoolId: number, values: SubjectValues, exceptId?: number) {
  const taken = await takenSubjectFields(db, schoolId, values, exceptId);
  const errors: FieldErrors = {};
  if (taken.name) errors.name = [fieldMessage('taken', 'name')];
  if (taken.code) errors.code = [fieldMessage('taken', 'code')];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function subjectPage(
  db: DB,
  schoolId: number,
  filters: SubjectFilters,
  request: PageRequest<SubjectSort>,
): Promise<SubjectList> {
  const { count, sorted } = subjectList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    subjects: await present(db, rows),
    pagination,
  };
}

export async function getSubject(db: DB, schoolId: number, id: number): Promise<Subject> {
  return presentOne(db, await existing(db, schoolId, id));
}

export async function createSubject(
  db: DB,
  schoolId: number,
  values: SubjectValues,
  actor: Actor,
): Promise<Subject> {
  await checkUnique(db, schoolId, values);
  return db.transaction().execute(async (trx) => {
    const subject = await insertSubject(trx, schoolId, values);
    await recordAudit(trx, actor, {
      event: 'subject_created',
      description: `Subject ${subject.name} created`,
      properties: { after: recorded(subject) },
    });
    return presentOne(trx, subject);
  });
}

export async function editSubject(
  db: DB,
  schoolId: number,
  id: number,
  values: SubjectValues,
  actor: Actor,
): Promise<Subject> {
  const before = await existing(db, schoolId, id);
  await checkUnique(db, schoolId, values, id);
  return db.transaction().execute(async (trx) => {
    const after = await updateSubject(trx, schoolId, id, values);
    await recordAudit(trx, actor, {
      event: 'subject_updated',
      description: `Subject ${after.name} updated`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return presentOne(trx, after);
  });
}

export async function removeSubject(db: DB, schoolId: number, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const subject = await existing(trx, schoolId, id);
    if ((await teachersPerSubject(trx, [id])).get(id)! > 0) {
      throw conflict(say('conflict.subject_assigned'));
    }
    // The classes offering it lose it with the subject (the links cascade): the entry names them.
    const classes = await classesOffering(trx, id);
    await deleteSubject(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'subject_deleted',
      description: `Subject ${subject.name} deleted`,
      properties: { before: { id: subject.id, ...recorded(subject), classes } },
    });
  });
}
