import type { NoticeList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { noticeKeys, type NoticesQuery } from './keys';

export async function getNotices(query: NoticesQuery): Promise<NoticeList> {
  const { data } = await apiRequest<NoticeList>(`/school/notices${toQueryString({ ...query })}`, {
    fallbackMessage: i18next.t('school-dashboard:notices.fetch_failed'),
  });
  return data;
}

export const noticesQueryOptions = (query: NoticesQuery) =>
  queryOptions({
    queryKey: noticeKeys.list(query),
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
  });

export function useNotices(query: NoticesQuery) {
  return useQuery(noticesQueryOptions(query));
}
