import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../db/connect';
import { csvStream, exportFileName, type Cell } from '../../lib/csv';
import type { Counted } from '../../lib/pagination';
import { admitExport } from './export-limits.service';

export interface CsvExport<T extends { id: number }> {
  /** Plural name of what is exported: the file name and the audit entry use it. */
  resource: string;
  filters: Record<string, unknown>;
  header: readonly string[];
  /** The header columns holding instants (ISO UTC text), written in the platform timezone. */
  instants: readonly string[];
  /**
   * How many rows `batches` will give, exact up to `bound` and a lower bound past it: the list's
   * own count with the same filters (`count<List>(…, bound)`), read before any row so that the
   * export limit refuses a file rather than cut it short.
   */
  count: (bound: number) => Promise<Counted>;
  batches: AsyncIterable<T[]>;
  toCells: (row: T) => readonly Cell[];
}

/**
 * Every list's Export: streamed as an attachment (a UTF-8 file with a byte-order mark, its times
 * in the platform timezone, lib/csv.ts), so the whole filtered list goes out without
 * being held in memory.
 *
 * Before a row is sent the list is counted (up to the hourly export limit + 1) and the export
 * admitted against the rows its caller exported in the last hour (export-limits.service.ts): past
 * the limit it answers 429 with the wait, and nothing of the file goes out. Admitted, it is
 * audited as data_export with the filters used and its rows, once its first rows have been read
 * (an export the database refused at once is an error, not an export).
 */
export async function sendCsvExport<T extends { id: number }>(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport<T>,
): Promise<FastifyReply> {
  const app = request.server;
  // Read before any transaction opens (one SQLite connection); in a signed-in request the held
  // snapshot is at least the request's version, so a changed limit applies at once, for no query.
  const { security, platform } = app.access.held() ?? (await app.access.latest());
  const timeZone = platform.default_timezone;
  const counted = await csv.count(security.export_rows_per_hour + 1);
  const body = await csvStream(
    csv.header,
    csv.batches,
    csv.toCells,
    (row, error) =>
      request.log.error(
        { err: error, row: { id: row.id } },
        `${csv.resource} export: a row could not be written`,
      ),
    { columns: csv.instants, timeZone },
  );
  const actor = request.actor();
  const user = request.session?.user;
  if (actor.userId === null || !user) throw new Error('An export is only sent to a signed-in caller.');
  try {
    await admitExport(
      db,
      app.mailer,
      app.config.appUrl,
      {
        actor: { ...actor, userId: actor.userId },
        name: user.name,
        email: user.email,
        school: request.school?.name ?? null,
      },
      { resource: csv.resource, filters: csv.filters, counted },
      { security, platform },
    );
  } catch (error) {
    // Refused (or the ledger unavailable): the first batch read stays unsent.
    body.destroy();
    throw error;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(csv.resource, timeZone)}"`)
    .send(body);
}
