import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNEXPORTABLE_ROW } from '../../src/lib/csv';
import { sendCsvExport } from '../../src/modules/audit/csv-export';
import { auditsOfEvent, consoleSessions, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every list's Export goes through sendCsvExport. These routes feed it the faults real data and a
 * real database can produce, over real HTTP: a row that cannot be turned into cells, a database
 * that refuses the first batch, and one lost after the file has started.
 */
interface Row {
  id: number;
  name: string;
  tags?: string[];
}

const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `Row ${from + i}`, tags: ['a'] }));

let t: TestApp;
let address: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        const exportOf = (batches: () => AsyncIterable<Row[]>) =>
          app.get(`/api/__test/export/${exportOf.count++}`, {
            config: { signedIn: true },
            handler: (request, reply) =>
              sendCsvExport(app.db, request, reply, {
                resource: 'rows',
                filters: {},
                header: ['id', 'name', 'tags'],
                instants: [],
                count: () => Promise.resolve({ total: 8, isLowerBound: false }),
                batches: batches(),
                // A row without tags breaks this, as a missing join or a malformed stored value would.
                toCells: (r) => [r.id, r.name, r.tags!.join(' ')],
              }),
          });
        exportOf.count = 0;
        // 0: two bad rows, one in each batch.
        exportOf(async function* () {
          yield [...rows(1, 2), { id: 3, name: 'No tags' }, ...rows(4, 5)];
          yield [...rows(6, 7), { id: 8, name: 'No tags either' }];
        });
        // 1: the database refuses the first batch (a connection lost: 503).
        exportOf(() => ({
          [Symbol.asyncIterator]: () => ({
            next: () =>
              Promise.reject(
                Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
              ),
          }),
        }));
        // 2: a real query that fails after the first batch went out.
        exportOf(async function* () {
          yield rows(1, 3);
          await sql`SELECT no_such_column FROM no_such_table`.execute(app.db);
          yield rows(4, 6);
        });
      },
    },
  );
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = (await consoleSessions(t.app, t.db)).sa;
});
afterAll(() => t.close());

const download = (n: number) =>
  fetch(`${address}/api/__test/export/${n}`, { headers: { authorization: `Bearer ${token}` } });

describe('a CSV export under faults', () => {
  it('writes every row around one that cannot be exported, naming it by id, and audits the export', async () => {
    const before = await lastAuditId(t.db);
    const res = await download(0);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      [
        'id,name,tags',
        '1,Row 1,a',
        '2,Row 2,a',
        `3,${UNEXPORTABLE_ROW}`,
        '4,Row 4,a',
        '5,Row 5,a',
        '6,Row 6,a',
        '7,Row 7,a',
        `8,${UNEXPORTABLE_ROW}`,
        '',
      ].join('\r\n'),
    );
    expect((await auditsOfEvent(t.db, 'data_export', before)).map((a) => a.properties)).toEqual([
      { resource: 'rows', filters: {}, rows: 8 },
    ]);
  });

  it('answers 503 with the envelope when the database fails before the first row, and audits nothing', async () => {
    const before = await lastAuditId(t.db);
    const res = await download(1);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.json()).toEqual({
      success: false,
      message: 'The database is unavailable. Please try again shortly.',
    });
    expect(await auditsOfEvent(t.db, 'data_export', before)).toEqual([]);
  });

  it('fails the download when the database fails mid-way, never ending it as if complete', async () => {
    const res = await download(2);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    // The server stays up and answers the next request.
    expect((await download(0)).status).toBe(200);
  });
});
