import type { RoleListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type RoleFilters = Pick<RoleListQuery, 'search' | 'type'>;

/** The CSV of every role matching the filters, whatever the page. */
export function exportRoles(filters: RoleFilters) {
  return downloadFile(`/superadmin/roles/export${toQueryString(filters)}`, {
    fallbackName: 'roles.csv',
    fallbackMessage: 'Failed to export roles',
  });
}

export function useExportRoles() {
  return useMutation({ mutationFn: exportRoles });
}
