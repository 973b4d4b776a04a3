import type { PermissionListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';

type PermissionFilters = Pick<PermissionListQuery, 'search' | 'module'>;

/** The CSV of every permission matching the filters, whatever the page. */
export function exportPermissions(filters: PermissionFilters) {
  return downloadFile(`/superadmin/permissions/export${toQueryString(filters)}`, {
    fallbackName: 'permissions.csv',
    fallbackMessage: i18next.t('permissions:export.failed'),
  });
}

export function useExportPermissions() {
  return useMutation({ mutationFn: exportPermissions });
}
