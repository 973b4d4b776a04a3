import { INQUIRY_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import { INQUIRY_STATUSES, type InquiryListQuery, type InquiryStatus } from '@school/contract';
import type { TFunction } from 'i18next';
import type { SelectOption } from '@/components/ui/select-field';

/** The list's filter as the URL holds it; '' means all. */
export interface InquiryFilters {
  status: string;
}

export const INQUIRY_FILTER_DEFAULTS: InquiryFilters = { status: '' };

/** The statuses as choices: the value the API takes, its label in the reader's language. */
export const statusOptions = (t: TFunction<'inquiries'>): SelectOption[] =>
  INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));

const isStatus = (value: string): value is InquiryStatus =>
  (INQUIRY_STATUSES as readonly string[]).includes(value);

/** The search and filter of a list request (and of its export). */
export type InquiryFilterQuery = Pick<InquiryListQuery, 'search' | 'status'>;

/** Search and filter as the API takes them; a value it does not know (a hand-edited URL) is dropped. */
export function inquiryFilterQuery(search: string, filters: InquiryFilters): InquiryFilterQuery {
  return {
    search: search.trim() || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
  };
}

/** The list's server-side sorts, and the order it opens in. */
export const INQUIRY_SORT_OPTIONS: SortOptions<(typeof INQUIRY_SORTS)[number]> = {
  keys: INQUIRY_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};
