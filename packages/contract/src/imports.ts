import { z } from 'zod';
import { ruleError as m } from './messages';

/*
 * Bringing a school in from its spreadsheets (docs/decisions.md, "Imports"): a file is uploaded,
 * its columns matched to our fields, every row checked (the dry run, which writes nothing), and
 * then imported, all rows or only the valid ones.
 */

export const IMPORT_KINDS = ['students', 'teachers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A school's file of 3,000 students with parents is about 1 MB; ten leaves room for long rows. */
export const MAX_IMPORT_MB = 10;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;
/** One file holds at most this many rows: past it, a school splits its file. */
export const MAX_IMPORT_ROWS = 20_000;
/** The only date format the files hold: the export's, which no spreadsheet reads two ways. */
export const IMPORT_DATE_FORMAT = 'YYYY-MM-DD';
/** Several parents in one cell are separated so, as the export writes them. */
export const IMPORT_LIST_SEPARATOR = ';';

/**
 * The columns each kind reads, named as its export names them, so that a file exported here
 * imports back. A student's parents are the three parent columns, one entry per parent in the same
 * order in each. `required` columns must be matched before the dry run.
 */
export const IMPORT_COLUMNS = {
  students: [
    { field: 'name', required: true },
    { field: 'email', required: false },
    { field: 'phone', required: false },
    { field: 'admission_no', required: true },
    { field: 'class', required: true },
    { field: 'section', required: false },
    { field: 'roll_no', required: true },
    { field: 'gender', required: false },
    // The enrolment form asks for it: a new student has a date of birth.
    { field: 'dob', required: true },
    { field: 'blood_group', required: false },
    { field: 'status', required: false },
    { field: 'admission_date', required: true },
    { field: 'parent_names', required: false },
    { field: 'parent_phones', required: false },
    { field: 'parent_emails', required: false },
    { field: 'parent_relationships', required: false },
  ],
  teachers: [
    { field: 'name', required: true },
    { field: 'email', required: true },
    { field: 'phone', required: false },
    { field: 'employee_code', required: true },
    { field: 'qualification', required: false },
    { field: 'specialization', required: false },
    { field: 'date_of_joining', required: false },
    { field: 'gender', required: true },
    { field: 'dob', required: false },
  ],
} as const satisfies Record<ImportKind, readonly { field: string; required: boolean }[]>;

export type ImportField<K extends ImportKind = ImportKind> = (typeof IMPORT_COLUMNS)[K][number]['field'];

/**
 * Columns of the export that the import reads past on purpose: the id is ours, the year is always
 * the current one, classes and subjects are assigned on the teacher's page, and created_at is when.
 */
export const IMPORT_IGNORED_COLUMNS = {
  students: ['id', 'academic_year', 'created_at'],
  teachers: ['id', 'classes', 'subjects', 'created_at'],
} as const satisfies Record<ImportKind, readonly string[]>;

export const IMPORT_STATUSES = ['uploaded', 'checked', 'importing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One row's problems: `row` is its line in the spreadsheet (the header is row 1). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  /** The field each message is about (its column), or `row` for the row as a whole. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** At most this many rows' errors are kept and shown; the summary counts them all. */
export const MAX_IMPORT_ERROR_ROWS = 500;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  to_create: z.number().int(),
  to_update: z.number().int(),
  with_errors: z.number().int(),
  /** Parents to create and to link (students only; 0 for teachers). */
  parents_to_create: z.number().int(),
  parents_to_link: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  parents_created: z.number().int(),
  parents_linked: z.number().int(),
  invited: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** The file's header, as written. */
  headers: z.array(z.string()),
  /** The field each header is matched to, in the same order; null for a column left out. */
  columns: z.array(z.string().nullable()),
  rows: z.number().int(),
  /** The dry run's counts, once checked. */
  summary: importSummarySchema.nullable(),
  /** The first MAX_IMPORT_ERROR_ROWS rows with errors, by row. */
  errors: z.array(importRowErrorSchema),
  /** What the import did, once done. */
  result: importResultSchema.nullable(),
  /** Why a run failed, when it did. */
  failure: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Import = z.infer<typeof importSchema>;

export const importCheckSchema = z.object({
  /** The field of each of the file's columns, in the header's order; null leaves one out. */
  columns: z.array(z.string().nullable(), m('list', 'columns')).max(200),
});
export type ImportCheckValues = z.output<typeof importCheckSchema>;

export const importRunSchema = z.object({
  /** False (the default): all rows or none. True: the valid rows, the others left out. */
  only_valid: z.boolean(m('boolean', 'only_valid')).default(false),
  /** E-mail each new account a link to set its password, in its language. */
  invite: z.boolean(m('boolean', 'invite')).default(false),
});
export type ImportRunInput = z.input<typeof importRunSchema>;
export type ImportRunValues = z.output<typeof importRunSchema>;
