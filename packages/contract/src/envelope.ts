import { z } from 'zod';

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
