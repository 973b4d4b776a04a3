import {
  MAX_IMPORT_ERROR_ROWS,
  type FieldErrors,
  type Import,
  type ImportCheckValues,
  type ImportKind,
  type ImportResult,
  type ImportRowError,
  type ImportRunValues,
  type ImportSummary,
} from '@school/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/connect';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { say } from '../../lib/i18n';
import { isoMinutesFromNow } from '../../lib/time';
import type { UploadedFile } from '../../lib/uploads';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { columnErrors, proposedColumns } from './import-columns';
import { decodeFile, fileLines, outlineOf, type FileRow } from './import-file';
import {
  claimRun,
  deleteImport,
  findImport,
  finishRun,
  insertImport,
  latestImport,
  releaseRun,
  renewRun,
  saveCheck,
  type ImportRow,
} from './imports.repository';
import { checkStudentRows, type StudentCheck } from './student-rows';
import { writeStudentPlans } from './student-writes';
import { checkTeacherRows, type TeacherCheck } from './teacher-rows';
import { writeTeacherPlans } from './teacher-writes';

/*
 * An import's life (docs/decisions.md, "Imports"): uploaded (the file read and its columns
 * proposed), checked (the dry run: nothing written), then run once, all rows or only the valid
 * ones, and done. The run checks every row again, since the school may have changed meanwhile.
 */

/**
 * How long a run holds the school's running slot without news from its node: the node renews it
 * every RENEW_MS while it runs, so only a run whose node died (its writes rolled back) loses it,
 * and the admin can run the import again within minutes of a restart.
 */
const LEASE_MINUTES = 2;
const RENEW_MS = 30_000;

/** A run whose lease has passed died with its node: it wrote nothing, and shows so. */
const interrupted = (row: ImportRow) =>
  row.status === 'importing' && row.running_until !== null && row.running_until < new Date().toISOString();

/**
 * Why a run wrote nothing, as stored (imports.failure holds the reason, not its words) and as the
 * reader is told it, in their language. Any other stored text is shown as it is.
 */
const FAILURES = {
  interrupted: () => say('imports.interrupted'),
  failed: () => say('imports.failed'),
} as const;

function failureOf(stored: string | null): string | null {
  return stored !== null && Object.hasOwn(FAILURES, stored)
    ? FAILURES[stored as keyof typeof FAILURES]()
    : stored;
}

function present(row: ImportRow): Import {
  const dead = interrupted(row);
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    status: dead ? 'checked' : row.status,
    headers: JSON.parse(row.headers) as string[],
    columns: JSON.parse(row.columns) as (string | null)[],
    rows: row.rows,
    summary: row.summary === null ? null : (JSON.parse(row.summary) as ImportSummary),
    errors: JSON.parse(row.errors) as ImportRowError[],
    result: row.result === null ? null : (JSON.parse(row.result) as ImportResult),
    failure: failureOf(dead ? 'interrupted' : row.failure),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The school's import of this kind, or 404: another school's, or another kind's, is not found. */
async function existing(deps: Deps, schoolId: number, kind: ImportKind, id: number): Promise<ImportRow> {
  const row = await findImport(deps.db, schoolId, kind, id);
  if (!row) throw notFound(say('not_found.import'));
  return row;
}

export async function getImport(deps: Deps, schoolId: number, kind: ImportKind, id: number): Promise<Import> {
  return present(await existing(deps, schoolId, kind, id));
}

export async function lastImport(deps: Deps, schoolId: number, kind: ImportKind): Promise<Import | null> {
  const row = await latestImport(deps.db, schoolId, kind);
  return row ? present(row) : null;
}

/** Reads an uploaded file and keeps it, with its columns matched as far as the headers tell. */
export async function uploadImport(
  deps: Deps,
  schoolId: number,
  kind: ImportKind,
  file: UploadedFile,
  actor: Actor,
): Promise<Import> {
  const content = decodeFile(file.data);
  const outline = await outlineOf(content);
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await insertImport(trx, {
      schoolId,
      kind,
      fileName: file.name,
      content,
      delimiter: outline.delimiter,
      headers: outline.headers,
      columns: proposedColumns(kind, outline.headers),
      rows: outline.rows,
      createdBy: actor.userId,
    });
    await recordAudit(trx, actor, {
      event: 'import_uploaded',
      description: `File ${file.name} uploaded to import ${kind} (${outline.rows} rows)`,
      properties: { import_id: created.id, kind, file_name: file.name, rows: outline.rows },
    });
    return created;
  });
  return present(row);
}

type Check = StudentCheck | TeacherCheck;

/** The school's current year, where imported students are enrolled. */
async function currentYearOf(deps: Deps, schoolId: number): Promise<number> {
  const year = await findCurrentYear(deps.db, schoolId);
  if (!year) throw conflict(say('imports.no_current_year'));
  return year.id;
}

/** Every row of the import checked against the school and the file's other rows; nothing written. */
async function checkRows(
  deps: Deps,
  row: ImportRow,
  columns: (string | null)[],
  actor: Actor,
): Promise<Check> {
  // The header is not a row.
  async function* rows(): AsyncGenerator<FileRow> {
    let header = true;
    for await (const line of fileLines(row.content, row.delimiter)) {
      if (header) header = false;
      else yield line;
    }
  }
  return row.kind === 'students'
    ? checkStudentRows(
        deps.db,
        { id: row.school_id, yearId: await currentYearOf(deps, row.school_id) },
        actor,
        columns,
        rows(),
      )
    : checkTeacherRows(deps.db, row.school_id, actor, columns, rows());
}

function summaryOf(row: ImportRow, check: Check): ImportSummary {
  const plans: { action: string; parents?: { existing: unknown; key: string }[] }[] = check.plans;
  const newParents = new Set<string>();
  let linked = 0;
  for (const plan of plans) {
    for (const parent of plan.parents ?? []) {
      if (parent.existing === null) newParents.add(parent.key);
      else linked++;
    }
  }
  return {
    rows: row.rows,
    to_create: plans.filter((p) => p.action === 'create').length,
    to_update: plans.filter((p) => p.action === 'update').length,
    with_errors: check.errors.length,
    parents_to_create: newParents.size,
    parents_to_link: linked,
  };
}

function assertNotRun(row: ImportRow): void {
  if (row.status === 'importing' && !interrupted(row)) throw conflict(say('imports.running'));
  if (row.status === 'done') throw conflict(say('imports.already_done'));
}

/** The dry run: the matching checked, then every row; the outcome is kept on the import. */
export async function checkImport(
  deps: Deps,
  schoolId: number,
  kind: ImportKind,
  id: number,
  values: ImportCheckValues,
  actor: Actor,
): Promise<Import> {
  const row = await existing(deps, schoolId, kind, id);
  assertNotRun(row);
  const headers = JSON.parse(row.headers) as string[];
  const errors = columnErrors(row.kind, headers, values.columns);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const check = await checkRows(deps, row, values.columns, actor);
  const summary = summaryOf(row, check);
  await deps.db.transaction().execute(async (trx) => {
    const saved = await saveCheck(trx, id, {
      columns: values.columns,
      summary,
      errors: check.errors.slice(0, MAX_IMPORT_ERROR_ROWS),
    });
    if (!saved) {
      const now = await findImport(trx, schoolId, kind, id);
      if (!now) throw notFound(say('not_found.import'));
      assertNotRun(now);
      throw conflict(say('imports.running'));
    }
    // The import's own state changed (its matching and counts); nothing else was written.
    await recordAudit(trx, actor, {
      event: 'import_checked',
      description: `Import of ${kind} from ${row.file_name} checked: ${summary.to_create} to create, ${summary.to_update} to update, ${summary.with_errors} with errors`,
      properties: {
        import_id: id,
        kind: row.kind,
        before: {
          status: row.status,
          columns: JSON.parse(row.columns) as unknown,
          summary: row.summary === null ? null : (JSON.parse(row.summary) as unknown),
          failure: row.failure,
        },
        after: { status: 'checked', columns: values.columns, summary, failure: null },
      },
    });
  });
  return getImport(deps, schoolId, kind, id);
}

/**
 * The run. All or nothing (the default): every row is checked again and, if any has an error,
 * nothing is written (422, and the import is left as it was); otherwise every row is written in one
 * transaction, which a failure or a stop of the server rolls back whole. Only the valid rows: the
 * rows with errors are left out and the others written the same way. Either way the import is
 * marked done in that transaction, and its audit entry holds the counts. New accounts with an
 * e-mail are sent their invitation after the commit when asked.
 */
export async function runImport(
  deps: Deps,
  schoolId: number,
  kind: ImportKind,
  id: number,
  values: ImportRunValues,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<Import> {
  const row = await existing(deps, schoolId, kind, id);
  assertNotRun(row);
  if (row.status !== 'checked' && !interrupted(row)) throw conflict(say('imports.not_checked'));
  if (!(await claimRun(deps.db, schoolId, id, isoMinutesFromNow(LEASE_MINUTES)))) {
    throw conflict(say('imports.running'));
  }
  // On SQLite a renewal waits behind the run's transaction and then finds the import done: harmless.
  const renewal = setInterval(() => {
    renewRun(deps.db, id, isoMinutesFromNow(LEASE_MINUTES)).catch((error: unknown) =>
      log.warn({ err: error, importId: id }, 'import lease not renewed'),
    );
  }, RENEW_MS);
  try {
    const check = await checkRows(deps, row, JSON.parse(row.columns) as (string | null)[], actor);
    // Refused, the run changes nothing: the admin checks the file again to see the rows' errors.
    const refusal = refusalOf(check, values.only_valid);
    if (refusal) throw invalid(refusal);
    // Read before the transaction: on SQLite it holds the one connection the settings would wait for.
    const invite = values.invite ? (await deps.access.latest()).platform : null;
    const invitations = await deps.db.transaction().execute(async (trx) => {
      const written =
        row.kind === 'students'
          ? await writeStudentPlans(deps, trx, schoolId, (check as StudentCheck).plans, actor, invite)
          : await writeTeacherPlans(deps, trx, schoolId, (check as TeacherCheck).plans, actor, invite);
      await finishAudited(trx, id, row, { ...written.counts, skipped: check.errors.length }, values, actor);
      return written.invitations;
    });
    for (const mailId of invitations) await deps.mailer.deliver(mailId);
  } catch (error) {
    // Nothing was written (the transaction rolled back): the import can be run again.
    await releaseRun(deps.db, id, error instanceof AppError ? null : 'failed');
    throw error;
  } finally {
    clearInterval(renewal);
  }
  return getImport(deps, schoolId, kind, id);
}

/** Why a run writes nothing: errors in an all-or-nothing run, or no valid row at all. */
function refusalOf(check: Check, onlyValid: boolean): FieldErrors | null {
  const count = check.errors.length;
  if (!onlyValid && count > 0) return { file: [say('imports.rows_have_errors', { count })] };
  if (check.plans.length === 0) return { file: [say('imports.no_valid_rows')] };
  return null;
}

async function finishAudited(
  trx: DB,
  id: number,
  row: ImportRow,
  result: ImportResult,
  values: ImportRunValues,
  actor: Actor,
): Promise<void> {
  await finishRun(trx, id, result);
  await recordAudit(trx, actor, {
    event: 'import_completed',
    description: `Imported ${row.kind} from ${row.file_name}: ${result.created} created, ${result.updated} updated, ${result.skipped} left out`,
    properties: {
      import_id: id,
      kind: row.kind,
      file_name: row.file_name,
      only_valid: values.only_valid,
      invite: values.invite,
      ...result,
      // The file is dropped with the run: the entry says so and, like a secret's, never holds it.
      before: { status: 'checked', result: null, file_kept: true },
      after: { status: 'done', result, file_kept: false },
    },
  });
}

/** Discards an import not yet run (its file goes with it). */
export async function discardImport(
  deps: Deps,
  schoolId: number,
  kind: ImportKind,
  id: number,
  actor: Actor,
): Promise<void> {
  const row = await existing(deps, schoolId, kind, id);
  // A done import holds what it did; an interrupted run reads as checked and is discarded like one.
  assertNotRun(row);
  await deps.db.transaction().execute(async (trx) => {
    // A run may have taken the import, or ended, since it was read.
    if (!(await deleteImport(trx, schoolId, id))) {
      assertNotRun(await existing({ ...deps, db: trx }, schoolId, kind, id));
      throw conflict(say('imports.running'));
    }
    await recordAudit(trx, actor, {
      event: 'import_discarded',
      description: `Import of ${row.kind} from ${row.file_name} discarded`,
      properties: {
        before: { id, kind: row.kind, file_name: row.file_name, status: row.status, rows: row.rows },
      },
    });
  });
}
