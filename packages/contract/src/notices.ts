import { z } from 'zod';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, isoDate, requiredText, searchTerm } from './fields';
import { ruleError as m } from './messages';

/**
 * Who a notice is for. Everyone reaches every portal and the teacher's console; the others reach
 * one kind of reader. A notice may also be narrowed to one class, or one section of it.
 */
export const NOTICE_AUDIENCES = ['everyone', 'parents', 'teachers', 'students'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** A notice the school admin posts on the dashboard. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** YYYY-MM-DD; may be ahead of today for a notice announced in advance. */
  publish_date: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  /** The one class (and section) it is addressed to; null: the whole school. */
  class: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  section: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who posted it; null once that account is gone (the notice stays). */
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeInputSchema = z
  .object({
    title: requiredText('title', 200),
    body: requiredText('body', 5000),
    publish_date: isoDate('publish_date'),
    /** Missing: everyone, as every notice was before audiences. */
    audience: z
      .enum(NOTICE_AUDIENCES, m('one_of', 'audience', { values: NOTICE_AUDIENCES.join(', ') }))
      .default('everyone'),
    /** A class of the school (422 otherwise); null or missing: the whole school. */
    class_id: idOf('class_id')
      .nullish()
      .transform((v) => v ?? null),
    /** A section of that class (422 otherwise); needs class_id. */
    section_id: idOf('section_id')
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.section_id === null || v.class_id !== null, {
    // A section alone would leave its class to be guessed: the class is asked for, by name.
    path: ['class_id'],
    ...m('required_with', 'class_id', { other: 'section_id' }),
    // Checked even while another field is wrong, so every error is answered at once.
    when: ({ value }) => {
      const { class_id, section_id } = (typeof value === 'object' && value !== null ? value : {}) as {
        class_id?: unknown;
        section_id?: unknown;
      };
      return class_id == null && section_id != null;
    },
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeValues = z.output<typeof noticeInputSchema>;

/** Newest publish date first unless the client asks otherwise. */
export const NOTICE_SORTS = ['publish_date', 'title', 'created_at'] as const;

export const noticeListQuerySchema = sortableListQuery(NOTICE_SORTS, 'publish_date').extend({
  search: searchTerm,
});
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const noticeListSchema = z.object({
  notices: z.array(noticeSchema),
  pagination: paginationSchema,
});
export type NoticeList = z.infer<typeof noticeListSchema>;
