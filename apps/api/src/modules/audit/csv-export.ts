import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../db/connect';
import { csvStream, exportFileName, type Cell } from '../../lib/csv';
import { recordAudit } from './audit.repository';

export interface CsvExport<T> {
  /** Plural name of what is exported: the file name and the audit entry use it. */
  resource: string;
  filters: Record<string, unknown>;
  header: readonly string[];
  batches: AsyncIterable<T[]>;
  toCells: (row: T) => readonly Cell[];
}

/**
 * Every list's Export: audited as data_export with the filters used, then streamed as an
 * attachment, so the whole filtered list goes out without being held in memory.
 */
export async function sendCsvExport<T>(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport<T>,
): Promise<FastifyReply> {
  await recordAudit(db, request.actor(), {
    event: 'data_export',
    description: `${csv.resource[0]!.toUpperCase()}${csv.resource.slice(1)} exported to CSV`,
    properties: { resource: csv.resource, filters: csv.filters },
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(csv.resource)}"`)
    .send(csvStream(csv.header, csv.batches, csv.toCells));
}
