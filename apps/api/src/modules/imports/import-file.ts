import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MAX_IMPORT_ROWS } from '@school/contract';
import { invalid } from '../../lib/app-error';
import { fromCsvCell } from '../../lib/csv';
import { say, type ErrorKey } from '../../lib/i18n';

/*
 * Reading a spreadsheet saved as CSV, as the programs schools use write it: UTF-8 with or without
 * a byte-order mark, UTF-16 (Excel's "Unicode text"), or a legacy Windows code page; commas, or
 * semicolons where the decimal mark is a comma (most of Europe), or tabs; quoted cells with line
 * breaks. csv-parse reads the cells; this file only decides how to feed it.
 */

type FileProblem = Extract<ErrorKey, `imports.file.${string}`> extends `imports.file.${infer K}` ? K : never;

const fileError = (key: FileProblem, params: Record<string, unknown> = {}) =>
  invalid({ file: [say(`imports.file.${key}`, params)] });

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** A zip archive: an .xlsx or .ods workbook, which is not a CSV file. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The old binary Excel workbook (.xls). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252's characters at 0x80-0x9F: curly quotes and apostrophes, dashes, the euro sign,
 * which spreadsheet programs write often. Node 20's TextDecoder reads 'windows-1252' as Latin-1
 * and makes them invisible control characters (U+0080-U+009F), so they are mapped here; the five
 * bytes the code page leaves undefined keep their Latin-1 value, as the WHATWG decoder has them.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function windows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * The file's text. A file that is not valid UTF-8 is read as Windows-1252, the code page of the
 * spreadsheet programs that do not write UTF-8 (every byte is a character there, so nothing is
 * lost; the dry run shows the names as read). Binary files are refused with what to do instead.
 */
export function decodeFile(data: Buffer): string {
  if (startsWith(data, ZIP) || startsWith(data, OLE)) throw fileError('workbook');
  let text: string;
  if (startsWith(data, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(data.subarray(2));
  else if (startsWith(data, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(data.subarray(2));
  else {
    const bytes = startsWith(data, UTF8_BOM) ? data.subarray(3) : data;
    // NUL never appears in text: an image, a PDF or another binary file.
    if (bytes.includes(0)) throw fileError('not_csv');
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = windows1252(bytes);
    }
  }
  if (text.trim() === '') throw fileError('empty');
  return text;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The separator of the header line: the one it holds most of (a header never holds the others). */
export function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const count = firstLine.split(d).length - 1;
    if (count > most) [best, most] = [d, count];
  }
  return best;
}

/** One line of the spreadsheet: `row` as the spreadsheet numbers it (the header is row 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

function parseError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  // The row being read is the one after the records read whole; the parser's `lines` counts the
  // file's line ends instead, which is the file's last line for a quote never closed, and past
  // the row for any cell holding line breaks.
  const records = (error as CsvError & { records?: number }).records;
  const row = records === undefined ? undefined : records + 1;
  return error.code === 'CSV_QUOTE_NOT_CLOSED'
    ? fileError('quote_not_closed', { row: row ?? '?' })
    : fileError('malformed', { row: row ?? '?' });
}

/**
 * Every line of the file, header first, as cells, streamed: only the line being read is held
 * besides the text. Lines whose every cell is blank (what spreadsheets save for an empty row)
 * are passed over but keep their number, so row numbers are the spreadsheet's.
 */
export async function* fileLines(text: string, delimiter: string): AsyncGenerator<FileRow> {
  const parser = Readable.from([text]).pipe(
    parse({ delimiter, relax_column_count: true, bom: true, skip_empty_lines: false }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      const cells = record.map((cell) => fromCsvCell(cell.trim()));
      if (cells.every((cell) => cell === '')) continue;
      yield { row, cells };
    }
  } catch (error) {
    throw parseError(error);
  }
}

/** What an upload holds, read once when it arrives: the header, the separator and how many rows. */
export interface FileOutline {
  delimiter: string;
  headers: string[];
  rows: number;
}

/**
 * Reads the whole file once, so that a file which is not CSV, has a header and nothing else, or
 * has more rows than a school imports at once is refused on upload, before any column is matched.
 */
export async function outlineOf(text: string): Promise<FileOutline> {
  const delimiter = delimiterOf(text);
  let headers: string[] | null = null;
  let rows = 0;
  for await (const line of fileLines(text, delimiter)) {
    if (headers === null) headers = line.cells;
    else if (++rows > MAX_IMPORT_ROWS) throw fileError('too_many_rows', { max: MAX_IMPORT_ROWS });
  }
  if (headers === null) throw fileError('empty');
  if (rows === 0) throw fileError('no_rows');
  return { delimiter, headers, rows };
}
