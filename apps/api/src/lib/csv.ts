import { Readable } from 'node:stream';
import { localDate, localDateTime } from './calendar';

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

/**
 * A cell of a file being imported, as it is to be stored: the quote `csvLine` put before a formula
 * is taken off again, so that a file exported here imports back unchanged. The value is kept as
 * text either way and never run; the export quotes it again on the way out.
 */
export function fromCsvCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Written in place of a row that could not be turned into cells, so the file goes on. */
export const UNEXPORTABLE_ROW = 'This row could not be exported; the server log has the reason.';

/**
 * Written first: spreadsheet programs read a file without it in the machine's legacy code page,
 * and names in any script other than Latin (or with accents) come out garbled.
 */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * How an export writes a stored instant (ISO 8601 UTC text): as "YYYY-MM-DD HH:MM:SS" on the wall
 * clock of the platform timezone, which its column's header names ("created_at (Asia/Kolkata)"),
 * so a school reads its own times and a spreadsheet still reads them as dates.
 */
export interface Instants {
  /** The header columns that hold instants. */
  columns: readonly string[];
  timeZone: string;
}

/**
 * Streams the byte-order mark, a header and then rows fetched batch by batch, so memory stays
 * flat for any size.
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
  instants: Instants,
): Promise<Readable> {
  const unknown = instants.columns.filter((column) => !header.includes(column));
  if (unknown.length > 0) throw new Error(`Not columns of the export: ${unknown.join(', ')}`);
  const at = new Set(instants.columns.map((column) => header.indexOf(column)));
  const local = (cell: Cell, i: number): Cell =>
    at.has(i) && typeof cell === 'string' ? localDateTime(new Date(cell), instants.timeZone) : cell;
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const lineOf = (row: T) => {
    try {
      return csvLine(toCells(row).map(local));
    } catch (error) {
      onBadRow(row, error);
      return csvLine([row.id, UNEXPORTABLE_ROW]);
    }
  };
  async function* lines() {
    yield (
      BYTE_ORDER_MARK +
      csvLine(header.map((column, i) => (at.has(i) ? `${column} (${instants.timeZone})` : column)))
    );
    for (let next = first; !next.done; next = await iterator.next()) {
      yield next.value.map(lineOf).join('');
    }
  }
  return Readable.from(lines());
}

/**
 * "audit-logs-2026-11-26.csv": what is exported with hyphens for spaces (a name with spaces is
 * cut short or quoted wrongly by some browsers and shells), dated by the platform timezone's today.
 */
export const exportFileName = (what: string, timeZone: string, now = new Date()): string =>
  `${what.trim().replace(/\s+/g, '-')}-${localDate(now, timeZone)}.csv`;
