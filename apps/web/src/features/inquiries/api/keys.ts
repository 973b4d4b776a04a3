import type { InquiryListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type InquiriesQuery = Omit<InquiryListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/** React Query keys of the inquiries screen; invalidating `all` refreshes every list. */
export const inquiryKeys = {
  all: ['superadmin', 'inquiries'] as const,
  list: (query: InquiriesQuery) => [...inquiryKeys.all, 'list', query] as const,
};
