import { z } from 'zod';
import { paginationSchema, sortableListQuery } from './envelope';
import { isoDate, requiredText, searchTerm } from './fields';

/** A notice the school admin posts on the dashboard. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** YYYY-MM-DD; may be ahead of today for a notice announced in advance. */
  publish_date: z.string(),
  /** Who posted it; null once that account is gone (the notice stays). */
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeInputSchema = z.object({
  title: requiredText('title', 200),
  body: requiredText('body', 5000),
  publish_date: isoDate('publish_date'),
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
