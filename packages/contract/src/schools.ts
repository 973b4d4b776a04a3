import { z } from 'zod';
import { ruleError as m } from './messages';
import { paginationSchema, sortableListQuery } from './envelope';
import {
  codeText,
  isoDate,
  idOf,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  searchTerm,
} from './fields';

export const BOARDS = ['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE', 'Other'] as const;
export const DEFAULT_COUNTRY = 'India';

export const schoolAdminSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  designation: z.string(),
  joining_date: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type SchoolAdmin = z.infer<typeof schoolAdminSchema>;

export const schoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  board: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
  /** A /storage URL, or null without a logo (uploaded by the school's administrator). */
  logo_url: z.string().nullable(),
  active: z.boolean(),
  students_count: z.number().int(),
  teachers_count: z.number().int(),
  admins: z.array(schoolAdminSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolInputSchema = z.object({
  name: requiredText('name'),
  code: codeText('code', 30),
  board: z.enum(BOARDS, m('one_of', 'board', { values: BOARDS.join(', ') })),
  email: optionalEmail(),
  phone: optionalPhone(),
  address_line1: optionalText('address_line1'),
  address_line2: optionalText('address_line2'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  country: optionalText('country', 100).transform((v) => v ?? DEFAULT_COUNTRY),
  postal_code: optionalText('postal_code', 20),
});
export type SchoolInput = z.input<typeof schoolInputSchema>;
export type SchoolValues = z.output<typeof schoolInputSchema>;

export const SCHOOL_SORTS = ['created_at', 'name', 'code', 'board'] as const;

export const schoolListQuerySchema = sortableListQuery(SCHOOL_SORTS, 'created_at').extend({
  search: searchTerm,
  status: z.enum(['active', 'inactive']).optional(),
  board: z.enum(BOARDS).optional(),
});
export type SchoolListQuery = z.input<typeof schoolListQuerySchema>;

export const schoolListSchema = z.object({
  schools: z.array(schoolSchema),
  pagination: paginationSchema,
});
export type SchoolList = z.infer<typeof schoolListSchema>;

/** The four stat cards of the schools screen. */
export const schoolSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  without_admin: z.number().int(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

export const schoolStatsSchema = z.object({
  students: z.object({ total: z.number().int(), active: z.number().int() }),
  teachers: z.object({ total: z.number().int() }),
  has_admin: z.boolean(),
  created_at: z.string(),
});
export type SchoolStats = z.infer<typeof schoolStatsSchema>;

export const assignAdminInputSchema = z.object({
  user_id: idOf('user_id'),
  designation: requiredText('designation', 100),
  joining_date: isoDate('joining_date'),
});
export type AssignAdminInput = z.input<typeof assignAdminInputSchema>;

/**
 * The people of a school and what happens to their accounts (GET /superadmin/schools/{id}/accounts):
 * the status badge says who a deactivation locks out, the delete dialog who is signed out, kept or
 * deleted. A school with students or teachers cannot be deleted, so only its admin and parents
 * have a fate on delete.
 */
export const SCHOOL_ACCOUNTS_LISTED = 100;
export const schoolAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A student enrolled without an e-mail has none. */
  email: z.string().nullable(),
  /**
   * On delete. deactivated: an admin whose only role is school_admin (signed out, kept for another
   * school); deleted: a parent who is nothing else; kept: an account with other roles, which loses
   * only what was this school's.
   */
  on_delete: z.enum(['deactivated', 'deleted', 'kept']),
});
export type SchoolAccount = z.infer<typeof schoolAccountSchema>;
export const schoolAccountsSchema = z.object({
  counts: z.object({
    admins: z.number().int(),
    teachers: z.number().int(),
    students: z.number().int(),
    parents: z.number().int(),
  }),
  admins: z.array(schoolAccountSchema),
  /** The first SCHOOL_ACCOUNTS_LISTED parents by name; `counts.parents` says how many there are. */
  parents: z.array(schoolAccountSchema),
  /** How many parent accounts a delete removes, and how many keep their other roles. */
  parents_deleted: z.number().int(),
  parents_kept: z.number().int(),
  /** False while the school has students or teachers (the delete answers 409). */
  deletable: z.boolean(),
});
export type SchoolAccounts = z.infer<typeof schoolAccountsSchema>;
