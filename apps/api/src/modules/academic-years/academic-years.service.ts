import { fieldMessage } from '@school/contract';
import {
  academicYearNameWarning,
  type AcademicYear,
  type AcademicYearList,
  type AcademicYearSummary,
  type AcademicYearValues,
  type FieldErrors,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { AcademicYearRow } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { isoNow } from '../../lib/time';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  academicYearCounts,
  academicYearList,
  clearCurrentYear,
  deleteAcademicYear,
  enrolmentsPerYear,
  findAcademicYear,
  findCurrentYear,
  insertAcademicYear,
  lockSchool,
  overlappingYear,
  updateAcademicYear,
  yearNameTaken,
  type AcademicYearFilters,
  type AcademicYearSort,
} from './academic-years.repository';
import { hasEnrolments } from '../enrollments/enrollments.repository';
import { say } from '../../lib/i18n';

const NAME_TAKEN = () => ({ name: [fieldMessage('taken', 'name')] });

/** A saved year and what looks wrong about it but is allowed (a name that does not match the dates). */
export interface SavedYear {
  year: AcademicYear;
  warnings?: FieldErrors;
}

function saved(year: AcademicYear): SavedYear {
  const warning = academicYearNameWarning(year.name, year.start_date, year.end_date);
  return warning ? { year, warnings: { name: [warning] } } : { year };
}

/**
 * Years of a school never share a day: every "which year is this date in" (enrolments, promotion,
 * reports) has one answer. Checked under the school's lock inside the write transaction, so two
 * saves at once cannot both pass; 422 on both dates, naming the year in the way.
 */
async function refuseOverlap(
  trx: DB,
  schoolId: number,
  values: AcademicYearValues,
  exceptId?: number,
): Promise<void> {
  const other = await overlappingYear(trx, schoolId, values, exceptId);
  if (!other) return;
  const message = fieldMessage('year_overlap', 'start_date', {
    year: other.name,
    from: other.start_date,
    to: other.end_date,
  });
  throw invalid({ start_date: [message], end_date: [message] });
}

async function present(db: DB, schoolId: number, rows: AcademicYearRow[]): Promise<AcademicYear[]> {
  const enrolled = await enrolmentsPerYear(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    is_current: Boolean(row.is_current),
    students_count: enrolled.get(row.id)!,
  }));
}

const presentOne = async (db: DB, schoolId: number, row: AcademicYearRow) =>
  (await present(db, schoolId, [row]))[0]!;

/** The fields an audit entry keeps of a year. */
const recorded = ({ name, start_date, end_date, is_current }: AcademicYearRow) => ({
  name,
  start_date,
  end_date,
  is_current: Boolean(is_current),
});

async function existing(db: DB, schoolId: number, id: number): Promise<AcademicYearRow> {
  const year = await findAcademicYear(db, schoolId, id);
  if (!year) throw notFound(say('not_found.academic_year'));
  return year;
}

export async function academicYearPage(
  db: DB,
  schoolId: number,
  filters: AcademicYearFilters,
  request: PageRequest<AcademicYearSort>,
): Promise<AcademicYearList> {
  const { count, sorted } = academicYearList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    academic_years: await present(db, schoolId, rows),
    pagination,
  };
}

export async function academicYearSummary(db: DB, schoolId: number): Promise<AcademicYearSummary> {
  const [counts, current] = await Promise.all([
    academicYearCounts(db, schoolId, isoNow().slice(0, 10)),
    findCurrentYear(db, schoolId),
  ]);
  return {
    total: counts.total,
    current: current ? await presentOne(db, schoolId, current) : null,
    active: counts.total - counts.archived,
    archived: counts.archived,
  };
}

export async function currentAcademicYear(db: DB, schoolId: number): Promise<AcademicYear | null> {
  const current = await findCurrentYear(db, schoolId);
  return current ? presentOne(db, schoolId, current) : null;
}

/**
 * The year that was current until another took its place, in the entry of the change: it stopped
 * being current in the same transaction, so its entry is this one.
 */
const previousCurrent = (previous: AcademicYearRow | undefined, isCurrent: boolean) =>
  previous ? { previous_current: { id: previous.id, name: previous.name, is_current: isCurrent } } : {};

export async function getAcademicYear(db: DB, schoolId: number, id: number): Promise<AcademicYear> {
  return presentOne(db, schoolId, await existing(db, schoolId, id));
}

export async function createAcademicYear(
  db: DB,
  schoolId: number,
  values: AcademicYearValues,
  actor: Actor,
): Promise<SavedYear> {
  if (await yearNameTaken(db, schoolId, values.name)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    await lockSchool(trx, schoolId);
    await refuseOverlap(trx, schoolId, values);
    if (values.is_current) await clearCurrentYear(trx, schoolId);
    const year = await insertAcademicYear(trx, schoolId, values);
    await recordAudit(trx, actor, {
      event: 'academic_year_created',
      description: `Academic year ${year.name} created${values.is_current ? ' as the current year' : ''}`,
      properties: { after: recorded(year) },
    });
    return saved(await presentOne(trx, schoolId, year));
  });
}

export async function editAcademicYear(
  db: DB,
  schoolId: number,
  id: number,
  values: AcademicYearValues,
  actor: Actor,
): Promise<SavedYear> {
  const before = await existing(db, schoolId, id);
  if (await yearNameTaken(db, schoolId, values.name, id)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    await lockSchool(trx, schoolId);
    await refuseOverlap(trx, schoolId, values, id);
    let previous: AcademicYearRow | undefined;
    if (values.is_current && !before.is_current) {
      previous = await findCurrentYear(trx, schoolId);
      await clearCurrentYear(trx, schoolId);
    }
    const after = await updateAcademicYear(trx, schoolId, id, values);
    await recordAudit(trx, actor, {
      event: 'academic_year_updated',
      description: `Academic year ${after.name} updated`,
      properties: {
        before: { ...recorded(before), ...previousCurrent(previous, true) },
        after: { ...recorded(after), ...previousCurrent(previous, false) },
      },
    });
    return saved(await presentOne(trx, schoolId, after));
  });
}

/** Makes the year the school's current one; the previous current year stops being current. */
export async function setCurrentAcademicYear(
  db: DB,
  schoolId: number,
  id: number,
  actor: Actor,
): Promise<AcademicYear> {
  await existing(db, schoolId, id);
  return db.transaction().execute(async (trx) => {
    await lockSchool(trx, schoolId);
    // Read under the lock: a switch that ran meanwhile is seen, and clicking twice changes nothing.
    const previous = await findCurrentYear(trx, schoolId);
    if (previous?.id === id) return presentOne(trx, schoolId, previous);
    await clearCurrentYear(trx, schoolId);
    const year = await updateAcademicYear(trx, schoolId, id, { is_current: true });
    await recordAudit(trx, actor, {
      event: 'academic_year_set_current',
      description: `Academic year ${year.name} set as the current year${previous ? ` (was ${previous.name})` : ''}`,
      properties: {
        before: { current: previous?.name ?? null, is_current: false, ...previousCurrent(previous, true) },
        after: { current: year.name, is_current: true, ...previousCurrent(previous, false) },
      },
    });
    return presentOne(trx, schoolId, year);
  });
}

export async function removeAcademicYear(db: DB, schoolId: number, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSchool(trx, schoolId);
    const year = await existing(trx, schoolId, id);
    if (year.is_current) throw conflict(say('conflict.current_year_delete'));
    if (await hasEnrolments(trx, 'academic_year_id', id)) {
      throw conflict(say('conflict.year_has_enrolments'));
    }
    await deleteAcademicYear(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'academic_year_deleted',
      description: `Academic year ${year.name} deleted`,
      properties: { before: { id: year.id, ...recorded(year) } },
    });
  });
}
