import { z } from 'zod';
import { paginationSchema, sortableListQuery } from './envelope';
import { optionalCode, optionalText, requiredText, searchTerm } from './fields';

export const subjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  /** Teachers assigned to teach it. */
  teachers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectInputSchema = z.object({
  name: requiredText('name', 100),
  /** Optional; when given, a code by the same rule as school codes (letters, digits, - and _). */
  code: optionalCode('code', 20),
  description: optionalText('description', 500),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;
export type SubjectValues = z.output<typeof subjectInputSchema>;

export const SUBJECT_SORTS = ['name', 'code', 'created_at'] as const;

export const subjectListQuerySchema = sortableListQuery(SUBJECT_SORTS, 'name').extend({ search: searchTerm });
export type SubjectListQuery = z.input<typeof subjectListQuerySchema>;

export const subjectListSchema = z.object({
  subjects: z.array(subjectSchema),
  pagination: paginationSchema,
});
export type SubjectList = z.infer<typeof subjectListSchema>;
