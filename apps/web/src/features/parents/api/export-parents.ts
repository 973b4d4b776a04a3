import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { ParentFilterQuery } from './keys';

/** The CSV of every parent matching the search and relationship, whatever the page. */
export function exportParents(filters: ParentFilterQuery) {
  return downloadFile(`/school/parents/export${toQueryString(filters)}`, {
    fallbackName: 'parents.csv',
    fallbackMessage: i18next.t('parents:toast.export_failed'),
  });
}

export function useExportParents() {
  return useMutation({ mutationFn: exportParents });
}
