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

/** Streams a header and then rows fetched batch by batch, so memory stays flat for any size. */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => readonly Cell[],
): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(toCells(row))).join('');
    }
  }
  return Readable.from(lines());
}

export const exportFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
