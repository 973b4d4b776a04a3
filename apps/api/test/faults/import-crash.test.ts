import { describe, expect, it } from 'vitest';
import type { Import } from '@school/contract';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { createClass, createSection, currentYear } from '../helpers/academics';
import { csvFile } from '../helpers/imports';
import { mintToken } from '../helpers/route-requests';
import { createSchoolAdmin } from '../helpers/factories';
import { serverDatabase, startServer, waitForHealth } from '../helpers/server-process';
import { freePort } from '../helpers/tcp-proxy';

/*
 * A server killed (SIGKILL) while it runs an all-or-nothing import: after a restart on the same
 * database none of the file is there, the import reads as interrupted once its node's lease has
 * passed, and running it again imports the whole file.
 */
const ROWS = 2_000;
const HEADER = [
  'name',
  'admission_no',
  'class',
  'section',
  'roll_no',
  'dob',
  'admission_date',
  'parent_names',
  'parent_phones',
  'parent_emails',
];

describe('a server killed during an import', () => {
  // Two server start-ups and a file of 2,000 students checked and run twice: a minute on a busy machine.
  it('leaves none of the file, and the import can be run again whole', { timeout: 240_000 }, async () => {
    const db = await serverDatabase('import_crash');
    const env = { DATABASE_URL: db.url, DEMO_DATA: 'false' };
    const conn = connect(loadConfig({ DATABASE_URL: db.url }).database);
    try {
      const port = await freePort();
      const first = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port);
      // The school is written beside the server, as a test's rows are (the server made the tables).
      const admin = await createSchoolAdmin(conn);
      const schoolId = admin.school.id;
      await currentYear(conn, schoolId);
      const five = await createClass(conn, schoolId, { name: 'Five' });
      await createSection(conn, schoolId, five.id, { name: 'A' });
      const headers = { authorization: `Bearer ${await mintToken(conn, admin.user.id)}` };
      const base = `http://127.0.0.1:${port}/api/school/imports/students`;

      const rows = Array.from({ length: ROWS }, (_, i) => [
        `Pupil ${i}`,
        `CRASH-${i}`,
        'Five',
        'A',
        String(i),
        '2015-06-01',
        '2026-04-02',
        `Parent ${i}`,
        '+91 98450 12345',
        `crash-parent-${i}@example.com`,
      ]);
      const form = new FormData();
      form.append('file', new Blob([csvFile([HEADER, ...rows])], { type: 'text/csv' }), 'students.csv');
      const uploaded = await fetch(base, { method: 'POST', headers, body: form });
      expect(uploaded.status).toBe(201);
      const imp = ((await uploaded.json()) as { data: Import }).data;
      const post = (path: string, body: unknown) =>
        fetch(`${base}/${imp.id}/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('check', { columns: imp.columns })).status).toBe(200);

      // The run starts; once it holds the school's slot, the server is killed.
      const running = post('run', {}).then(
        (res) => res.status,
        () => 'cut off' as const,
      );
      const status = async () =>
        (await conn.selectFrom('imports').select('status').where('id', '=', imp.id).executeTakeFirstOrThrow())
          .status;
      while ((await status()) === 'checked') await new Promise((resolve) => setImmediate(resolve));
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await running).toBe('cut off');

      const again = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port);
      const students = await conn
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('school_id', '=', schoolId)
        .executeTakeFirstOrThrow();
      const parents = await conn
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', 'like', 'crash-parent-%')
        .executeTakeFirstOrThrow();
      expect([Number(students.n), Number(parents.n)]).toEqual([0, 0]);

      // The killed node cannot renew its lease: once it has passed, the import reads as interrupted.
      await conn
        .updateTable('imports')
        .set({ running_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', imp.id)
        .execute();
      const shown = ((await (await fetch(`${base}/${imp.id}`, { headers })).json()) as { data: Import }).data;
      expect(shown).toMatchObject({
        status: 'checked',
        failure: 'The import was interrupted before it finished: nothing was written. Import again.',
      });
      const rerun = await post('run', {});
      expect(rerun.status).toBe(200);
      expect(((await rerun.json()) as { data: Import }).data.result).toMatchObject({
        created: ROWS,
        parents_created: ROWS,
      });
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      await conn.destroy();
      await db.drop();
    }
  });
});
