import type { PortalNoticeList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { scopePath, type PortalScope } from '../portal-scope';
import { portalKeys } from './keys';

/** How many notices a page of the list holds. */
export const NOTICES_PER_PAGE = 10;

/** The notices meant for the reader (and the child's class), newest first, a page at a time. */
export async function getPortalNotices(scope: PortalScope, page: number): Promise<PortalNoticeList> {
  const { data } = await apiRequest<PortalNoticeList>(
    `${scopePath(scope)}/notices?page=${page}&per_page=${NOTICES_PER_PAGE}`,
    { fallbackMessage: i18next.t('portal:notices.load_failed') },
  );
  return data;
}

export const portalNoticesQueryOptions = (scope: PortalScope, page: number) =>
  queryOptions({
    queryKey: portalKeys.notices(scope, page),
    queryFn: () => getPortalNotices(scope, page),
    // The page being left stays drawn until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePortalNotices(scope: PortalScope, page: number) {
  return useQuery(portalNoticesQueryOptions(scope, page));
}
