import type { PortalHome, PortalNotice, PortalNoticeList } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import type { PortalScope } from '../portal-scope';
import { portalKeys } from './keys';

interface NoticeRead {
  kind: PortalScope['kind'];
  noticeId: number;
}

/**
 * Marks an unread notice read by the signed-in parent or student (it stays read for every child).
 * Only ever called for a notice shown unread, so each home's unread count drops by one.
 */
export function markNoticeRead({ kind, noticeId }: NoticeRead) {
  return apiRequest<unknown>(`/${kind}/notices/${noticeId}/read`, {
    method: 'POST',
    fallbackMessage: i18next.t('portal:notices.mark_failed'),
  });
}

const markIn = (notices: PortalNotice[], noticeId: number) =>
  notices.map((notice) => (notice.id === noticeId ? { ...notice, read: true } : notice));

export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    // Read at once wherever it is cached (each home, each page of the list), without refetching.
    onSuccess: (_answer, { kind, noticeId }) => {
      queryClient.setQueriesData<PortalHome>({ queryKey: portalKeys.homes(kind) }, (home) =>
        home
          ? {
              ...home,
              notices: markIn(home.notices, noticeId),
              unread_notices: Math.max(0, home.unread_notices - 1),
            }
          : home,
      );
      queryClient.setQueriesData<PortalNoticeList>({ queryKey: portalKeys.noticeLists(kind) }, (list) =>
        list ? { ...list, notices: markIn(list.notices, noticeId) } : list,
      );
    },
  });
}
