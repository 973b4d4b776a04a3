import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { ParentFilterQuery } from './keys';

/** The CSV of every parent matching the search and relationship, whatever the page. */
export function exportParents(filters: ParentFilterQuery) {
  return downloadFile(`/school/parents/export${toQueryString(filters)}`, {
    fallbackName: 'parents.csv',
    fallbackMessage: 'Failed to export parents',
  });
}

export function useExportParents() {
  return useMutation({ mutationFn: exportParents });
}
