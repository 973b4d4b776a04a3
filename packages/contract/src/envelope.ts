import { z } from 'zod';
import { ruleError as m } from './messages';

/** Every answer of the API is wrapped the same way (server-rules.md, "Envelope and statuses"). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export const messageEnvelope = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Laravel-style field errors: one message per broken rule, keyed by field name. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const paginationSchema = z.object({
  total: z.number().int(),
  /** Counting stopped at a bound: the list holds more than `total` rows (docs/decisions.md). */
  total_is_lower_bound: z.boolean(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Query of every list: page from 1, page size 15 by default and 100 at most. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * How deep into a list a page may start, in rows: the offset a page costs grows with its depth,
 * so a page starting past this is refused (422 on `page`) and later rows are reached by
 * narrowing the filters or sorting the other way (docs/decisions.md, "Lists").
 */
export const LIST_DEPTH = 10_000;

/** The last page a list serves at `perPage` rows a page: the last one starting within LIST_DEPTH. */
export const deepestPage = (perPage: number) => Math.ceil(LIST_DEPTH / perPage);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Query of a sortable list: page, page size, and `sort` among the list's own columns with its
 * `direction`. Without a direction the column's natural one applies (the server decides: newest
 * first for dates, A to Z for text). A value outside the list is a validation failure (422).
 */
export function sortableListQuery<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return pageQuerySchema.extend({
    sort: z.enum(sorts, m('one_of', 'sort', { values: sorts.join(', ') })).default(defaultSort),
    direction: z
      .enum(SORT_DIRECTIONS, m('one_of', 'direction', { values: SORT_DIRECTIONS.join(', ') }))
      .optional(),
  });
}
