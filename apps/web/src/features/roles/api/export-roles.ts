import type { RoleListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type RoleFilters = Pick<RoleListQuery, 'search' | 'type'>;

/** The CSV of every role matching the filters, whatever the page. */
export function exportRoles(filters: RoleFilters) {
  return downloadFile(`/superadmin/roles/export${toQueryString(filters)}`, {
    fallbackName: 'roles.csv',
    fallbackMessage: i18next.t('roles:export.failed'),
  });
}

export function useExportRoles() {
  return useMutation({ mutationFn: exportRoles });
}
