import type { UserListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type UserFilters = Omit<UserListQuery, 'page' | 'per_page'>;

/** The CSV of every user matching the filters, whatever the page. */
export function exportUsers(filters: UserFilters) {
  return downloadFile(`/superadmin/users/export${toQueryString(filters)}`, {
    fallbackName: 'users.csv',
    fallbackMessage: i18next.t('users:export.failed'),
  });
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
