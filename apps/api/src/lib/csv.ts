import { Readable } from 'node:stream';

/**
 * One CSV line (RFC 4180). Cells that a spreadsheet would run as a formula are prefixed with a
 * quote, so an exported name like "=HYPERLINK(...)" stays text; plain numbers such as a phone
 * number "+91 98450 12345" are left as they are.
 */
export type Cell = string | number | boolean | null | undefined;

export function csvLine(values: readonly Cell[]): string {
  return (
    values
      .map((value) => {
        if (value === null || value === undefined) return '';
        let text = String(value);
        if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s().-]+$/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}

/** Written in place of a row that could not be turned into cells, so the file goes on. */
export const UNEXPORTABLE_ROW = 'This row could not be exported; the server log has the reason.';

/**
 * Streams a header and then rows fetched batch by batch, so memory stays flat for any size.
 *
 * The first batch is fetched before anything is sent: a database that fails at the start answers
 * with the usual error envelope and status, not with a 200 and an empty file. One row that cannot
 * be turned into cells is written as its id and UNEXPORTABLE_ROW and reported to `onBadRow`; the
 * rest of the file follows, so one bad row never cuts an export short. A failure after the first
 * batch (the database lost mid-way) can no longer change the status: the stream errors, the
 * connection is ended without the closing chunk, and the client sees a failed download rather
 * than a file that merely looks complete.
 */
export async function csvStream<T extends { id: number }>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => readonly Cell[],
  onBadRow: (row: T, error: unknown) => void,
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const lineOf = (row: T) => {
    try {
      return csvLine(toCells(row));
    } catch (error) {
      onBadRow(row, error);
      return csvLine([row.id, UNEXPORTABLE_ROW]);
    }
  };
  async function* lines() {
    yield csvLine(header);
    for (let next = first; !next.done; next = await iterator.next()) {
      yield next.value.map(lineOf).join('');
    }
  }
  return Readable.from(lines());
}

export const exportFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
