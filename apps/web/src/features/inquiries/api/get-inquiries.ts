import type { InquiryList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { inquiryKeys, type InquiriesQuery } from './keys';

/** The key of the message a failed load shows (translated when shown). */
export const FETCH_INQUIRIES_FAILED = 'inquiries:errors.fetch';

export async function getInquiries(query: InquiriesQuery): Promise<InquiryList> {
  const { data } = await apiRequest<InquiryList>(`/superadmin/inquiries${toQueryString(query)}`, {
    fallbackMessage: i18next.t(FETCH_INQUIRIES_FAILED),
  });
  return data;
}

export const inquiriesQueryOptions = (query: InquiriesQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(query),
    queryFn: () => getInquiries(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useInquiries(query: InquiriesQuery) {
  return useQuery(inquiriesQueryOptions(query));
}
