import type { Import } from '@school/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/connect';
import {
  check,
  checked,
  errorKeys,
  importOf,
  importSchool,
  run,
  studentRow,
  studentsFile,
  studentsOf,
  teacherRow,
  teachersFile,
  unique,
  uploaded,
} from '../helpers/imports';
import { rowCounts, snapshot, tableNames } from '../helpers/route-requests';
import { auditsOfEvent, call, lastAuditId, SERVER_ERROR } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { withoutAudit } from '../helpers/refusals';

/*
 * How an import runs: once, after its dry run, all or nothing (a failure at its last row leaves
 * nothing written), or only the valid rows; one import of a school at a time, a run whose node
 * died given up; discarded before it runs; the newest one found again.
 */

let t: TestApp;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  tables = (await tableNames(t.db)).filter((name) => name !== 'imports');
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, imp: Pick<Import, 'kind' | 'id'>) =>
  call(t.app, token, { method: 'GET', url: `/api/school/imports/${imp.kind}/${imp.id}` });

const FAILED =
  'The import failed and nothing was written. Try again; if it fails again, the server log has the reason.';
const RUNNING = 'Another import of this school is running: wait until it has finished.';
const INTERRUPTED = 'The import was interrupted before it finished: nothing was written. Import again.';

/** Makes the database refuse to insert the student with this admission number, as a fault would. */
async function faultOnStudent(admissionNo: string) {
  const value = sql.lit(admissionNo);
  if (isPostgres(t.db)) {
    await sql`CREATE FUNCTION import_fault() RETURNS trigger AS $$
      BEGIN
        IF NEW.admission_no = ${value} THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`.execute(t.db);
    await sql`CREATE TRIGGER import_fault BEFORE INSERT ON students
      FOR EACH ROW EXECUTE FUNCTION import_fault()`.execute(t.db);
  } else {
    await sql`CREATE TRIGGER import_fault BEFORE INSERT ON students
      WHEN NEW.admission_no = ${value} BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(t.db);
  }
}

async function dropFault() {
  await sql`DROP TRIGGER import_fault${isPostgres(t.db) ? sql` ON students` : sql``}`.execute(t.db);
  if (isPostgres(t.db)) await sql`DROP FUNCTION import_fault()`.execute(t.db);
}

/** Marks an import as held by a running node until `until`, as a claim does. */
const holdRun = (imp: Import, until: Date) =>
  t.db
    .updateTable('imports')
    .set({ status: 'importing', running_until: until.toISOString() })
    .where('id', '=', imp.id)
    .execute();

describe('all or nothing', () => {
  it('a fault at the last of 1,000 rows leaves nothing written; the next run imports them all', async () => {
    const s = await importSchool(t.db);
    // Enough rows that the fault comes long after the first writes; the bench measures 5,000.
    const count = 1000;
    const marker = unique();
    const rows = Array.from({ length: count }, (_, i) =>
      studentRow({
        name: `Bulk ${i + 1}`,
        admission_no: `BULK-${marker}-${i + 1}`,
        // Six A has no capacity; Five's sections would be full.
        class: 'Six',
        roll_no: String(i + 1),
        // Two siblings a parent: 2,000 parents.
        parent_names: `Parent ${Math.floor(i / 2)}`,
        parent_emails: `bulk-${marker}-${Math.floor(i / 2)}@example.com`,
      }),
    );
    const started = Date.now();
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(...rows)),
    );
    const checkedIn = Date.now() - started;
    expect(imp.summary).toEqual({
      rows: count,
      to_create: count,
      to_update: 0,
      with_errors: 0,
      parents_to_create: count / 2,
      parents_to_link: 0,
    });
    const before = await snapshot(t.db, tables);
    const since = await lastAuditId(t.db);
    await faultOnStudent(`BULK-${marker}-${count}`);
    const failing = Date.now();
    // Dropped whatever happens, so a failure here cannot leave the trigger to the next test.
    const res = await run(t.app, s.admin.token, imp).finally(dropFault);
    const failedIn = Date.now() - failing;
    // The errors plugin's answer to a database fault: SQLite's RAISE(ABORT) has a constraint's code,
    // which it answers as a conflict; PostgreSQL's raised exception is a server error.
    if (isPostgres(t.db)) {
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Conflict. This resource already exists.' });
    }
    // Not one student, parent, user, enrolment or audit entry of the file.
    expect(await snapshot(t.db, tables)).toEqual(before);
    expect(await lastAuditId(t.db)).toBe(since);
    const after = importOf(await get(s.admin.token, imp));
    expect(after).toMatchObject({ status: 'checked', failure: FAILED, result: null });

    const again = Date.now();
    const second = await run(t.app, s.admin.token, after);
    const ranIn = Date.now() - again;
    expect(second.statusCode, second.body).toBe(200);
    expect(importOf(second)).toMatchObject({
      status: 'done',
      failure: null,
      result: { created: count, updated: 0, skipped: 0, parents_created: count / 2, parents_linked: 0 },
    });
    expect(await studentsOf(t.db, s.admin.schoolId)).toHaveLength(count);
    expect(await auditsOfEvent(t.db, 'student_created', since)).toHaveLength(count);
    console.info(
      `1,000 students (${t.engine}): upload and dry run ${checkedIn} ms, failed run ${failedIn} ms, run ${ranIn} ms`,
    );
  }, 180_000);

  it("says why a run failed in the reader's language, not the runner's", async () => {
    const s = await importSchool(t.db);
    const admissionNo = `FAIL-${unique()}`;
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(
        t.app,
        s.admin.token,
        'students',
        studentsFile(studentRow({ admission_no: admissionNo })),
      ),
    );
    await faultOnStudent(admissionNo);
    try {
      const res = await call(t.app, s.admin.token, {
        method: 'POST',
        url: `/api/school/imports/students/${imp.id}/run`,
        payload: {},
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await dropFault();
    }
    const read = (language: string) =>
      call(t.app, s.admin.token, {
        method: 'GET',
        url: `/api/school/imports/students/${imp.id}`,
        headers: { 'accept-language': language },
      });
    expect(importOf(await read('en')).failure).toBe(FAILED);
    expect(importOf(await read('fr')).failure).toBe(
      'L’importation a échoué et rien n’a été écrit. Réessayez ; si elle échoue encore, le journal du serveur en donne la raison.',
    );
  });

  it('only the valid rows: the others are left out and counted as skipped', async () => {
    const s = await importSchool(t.db);
    const csv = studentsFile(
      studentRow({ name: 'Valid One' }),
      studentRow({ name: 'Bad Date', dob: '1/2/2015' }),
      studentRow({ name: 'Valid Two' }),
      studentRow({ name: 'Bad Class', class: 'Nowhere' }),
    );
    const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', csv));
    expect(errorKeys(imp)).toEqual(['3: dob', '5: class']);
    const since = await lastAuditId(t.db);
    const res = await run(t.app, s.admin.token, imp, { only_valid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res)).toMatchObject({
      status: 'done',
      result: { created: 2, updated: 0, skipped: 2, parents_created: 2 },
    });
    expect((await studentsOf(t.db, s.admin.schoolId)).map((x) => x.name)).toEqual(['Valid One', 'Valid Two']);
    expect((await auditsOfEvent(t.db, 'import_completed', since))[0]!.properties).toMatchObject({
      only_valid: true,
      created: 2,
      skipped: 2,
    });
  });

  it('only the valid rows of a file with none is refused, and nothing is written', async () => {
    const s = await importSchool(t.db);
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow({ class: 'Nowhere' }))),
    );
    const before = await snapshot(t.db, tables);
    const res = await run(t.app, s.admin.token, imp, { only_valid: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'No row of the file can be imported: fix the errors and upload it again.',
    ]);
    expect(await snapshot(t.db, tables)).toEqual(before);
    expect(importOf(await get(s.admin.token, imp)).status).toBe('checked');
  });
});

describe('one run of one checked import at a time', () => {
  // Row locks make the moment reproducible: the dry run's save waits on the test's lock while the
  // test marks the import as taken by a run. SQLite has one writer and no such lock to wait on.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a dry run that ends after a run took the import answers 409 and leaves the run alone (PostgreSQL)',
    async () => {
      const s = await importSchool(t.db);
      const imp = await checked(
        t.app,
        s.admin.token,
        await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow())),
      );
      const lease = new Date(Date.now() + 60_000).toISOString();
      let answer: ReturnType<typeof check> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM imports WHERE id = ${imp.id} FOR UPDATE`.execute(trx);
        answer = check(t.app, s.admin.token, imp);
        // Until the dry run's save is waiting on the lock.
        for (;;) {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE 'update "imports"%'`.execute(t.db);
          if (rows[0]!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await trx
          .updateTable('imports')
          .set({ status: 'importing', running_until: lease })
          .where('id', '=', imp.id)
          .execute();
      });
      const res = await answer!;
      expect(res.statusCode, res.body).toBe(409);
      const row = await t.db
        .selectFrom('imports')
        .select(['status', 'running_until'])
        .where('id', '=', imp.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'importing', running_until: lease });
    },
  );
  it('is refused before the dry run, and once done', async () => {
    const s = await importSchool(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow()));
    const early = await run(t.app, s.admin.token, imp);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      message: 'Check the file (the dry run) before importing it.',
    });
    const ready = await checked(t.app, s.admin.token, imp);
    expect((await run(t.app, s.admin.token, ready)).statusCode).toBe(200);
    const before = await rowCounts(t.db, tables);
    for (const res of [
      await run(t.app, s.admin.token, ready),
      await run(t.app, s.admin.token, ready, { only_valid: true }),
      await call(t.app, s.admin.token, {
        method: 'POST',
        url: `/api/school/imports/students/${imp.id}/check`,
        payload: { columns: imp.columns },
      }),
      // Nor is it discarded: it holds what the import did.
      await call(t.app, s.admin.token, { method: 'DELETE', url: `/api/school/imports/students/${imp.id}` }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This import has already been done: upload the file again to import it again.',
      );
    }
    expect(await rowCounts(t.db, tables)).toEqual(before);
    expect(await studentsOf(t.db, s.admin.schoolId)).toHaveLength(1);
  });

  it('refuses a second import of the school while one runs, of either kind; another school runs', async () => {
    const s = await importSchool(t.db);
    const other = await importSchool(t.db);
    const first = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow())),
    );
    const second = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'teachers', teachersFile(teacherRow())),
    );
    const third = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow())),
    );
    await holdRun(first, new Date(Date.now() + 10 * 60_000));
    const before = await rowCounts(t.db, tables);
    for (const imp of [second, third, first]) {
      const res = await run(t.app, s.admin.token, imp);
      expect(res.statusCode, `${imp.kind} ${imp.id}`).toBe(409);
      expect(res.json()).toEqual({ success: false, message: RUNNING });
    }
    // Nor can the running one be checked again or discarded.
    const recheck = await call(t.app, s.admin.token, {
      method: 'POST',
      url: `/api/school/imports/students/${first.id}/check`,
      payload: { columns: first.columns },
    });
    const discard = await call(t.app, s.admin.token, {
      method: 'DELETE',
      url: `/api/school/imports/students/${first.id}`,
    });
    for (const res of [recheck, discard]) expect(res.json()).toEqual({ success: false, message: RUNNING });
    expect(await rowCounts(t.db, tables)).toEqual(before);
    expect(importOf(await get(s.admin.token, second))).toMatchObject({ status: 'checked', failure: null });
    // Another school is not held up.
    const elsewhere = await checked(
      t.app,
      other.admin.token,
      await uploaded(t.app, other.admin.token, 'students', studentsFile(studentRow())),
    );
    expect((await run(t.app, other.admin.token, elsewhere)).statusCode).toBe(200);
  });

  it('gives up a run whose time has passed: the next run goes ahead, the stale one is interrupted', async () => {
    const s = await importSchool(t.db);
    const stale = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow({ name: 'Stale' }))),
    );
    const next = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow({ name: 'Next' }))),
    );
    await holdRun(stale, new Date(Date.now() - 1000));
    const res = await run(t.app, s.admin.token, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res)).toMatchObject({ status: 'done', result: { created: 1 } });
    expect(importOf(await get(s.admin.token, stale))).toMatchObject({
      status: 'checked',
      failure: INTERRUPTED,
      result: null,
    });
    // Interrupted, it runs again.
    const retry = await run(t.app, s.admin.token, stale);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await studentsOf(t.db, s.admin.schoolId)).map((x) => x.name)).toEqual(['Next', 'Stale']);
  });
});

describe('an import not run', () => {
  it('is discarded with its file, and audited', async () => {
    const s = await importSchool(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow()));
    const since = await lastAuditId(t.db);
    const before = await rowCounts(t.db, withoutAudit(tables));
    const res = await call(t.app, s.admin.token, {
      method: 'DELETE',
      url: `/api/school/imports/students/${imp.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Import discarded.' });
    expect(await t.db.selectFrom('imports').select('id').where('id', '=', imp.id).execute()).toEqual([]);
    expect((await get(s.admin.token, imp)).statusCode).toBe(404);
    const [entry, ...more] = await auditsOfEvent(t.db, 'import_discarded', since);
    expect(more).toEqual([]);
    expect(entry!.properties).toEqual({
      before: { id: imp.id, kind: 'students', file_name: 'students.csv', status: 'uploaded', rows: 1 },
    });
    expect(await rowCounts(t.db, withoutAudit(tables))).toEqual(before);
  });
});

describe('an interrupted import', () => {
  it('reads as checked and is discarded like one', async () => {
    const s = await importSchool(t.db);
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow())),
    );
    await holdRun(imp, new Date(Date.now() - 1000));
    expect(importOf(await get(s.admin.token, imp))).toMatchObject({
      status: 'checked',
      failure: INTERRUPTED,
    });
    const res = await call(t.app, s.admin.token, {
      method: 'DELETE',
      url: `/api/school/imports/students/${imp.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(s.admin.token, imp)).statusCode).toBe(404);
  });
});

describe('the newest import', () => {
  it('is answered for each kind, and the one before it once it is discarded', async () => {
    const s = await importSchool(t.db);
    const latest = async (kind: string) =>
      (await call(t.app, s.admin.token, { method: 'GET', url: `/api/school/imports/${kind}/latest` })).json()
        .data as Import | null;
    expect(await latest('students')).toBeNull();
    const older = await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow()));
    const newer = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow(), studentRow())),
    );
    const teachers = await uploaded(t.app, s.admin.token, 'teachers', teachersFile(teacherRow()));
    expect(await latest('students')).toEqual(newer);
    expect(await latest('teachers')).toEqual(teachers);
    await call(t.app, s.admin.token, { method: 'DELETE', url: `/api/school/imports/students/${newer.id}` });
    expect(await latest('students')).toEqual(older);
  });
});
