import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../db/connect';
import { csvStream, exportFileName, type Cell } from '../../lib/csv';
import { platformTimeZone } from '../access/access-cache';
import { recordAudit } from './audit.repository';

export interface CsvExport<T extends { id: number }> {
  /** Plural name of what is exported: the file name and the audit entry use it. */
  resource: string;
  filters: Record<string, unknown>;
  header: readonly string[];
  /** The header columns holding instants (ISO UTC text), written in the platform timezone. */
  instants: readonly string[];
  batches: AsyncIterable<T[]>;
  toCells: (row: T) => readonly Cell[];
}

/**
 * Every list's Export: streamed as an attachment (a UTF-8 file with a byte-order mark, its times
 * in the platform timezone, lib/csv.ts), so the whole filtered list goes out without
 * being held in memory, and audited as data_export with the filters used once its first rows
 * have been read (an export the database refused at once is an error, not an export).
 */
export async function sendCsvExport<T extends { id: number }>(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport<T>,
): Promise<FastifyReply> {
  const timeZone = await platformTimeZone(request.server.access);
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
  await recordAudit(db, request.actor(), {
    event: 'data_export',
    description: `${csv.resource[0]!.toUpperCase()}${csv.resource.slice(1)} exported to CSV`,
    properties: { resource: csv.resource, filters: csv.filters },
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(csv.resource, timeZone)}"`)
    .send(body);
}
