import type { NoticeList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { noticeKeys, type NoticesQuery } from './keys';

export async function getNotices(query: NoticesQuery): Promise<NoticeList> {
  const { data } = await apiRequest<NoticeList>(`/school/notices${toQueryString({ ...query })}`, {
    fallbackMessage: 'Failed to fetch notices',
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
