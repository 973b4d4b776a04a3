import type { ClassListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';

/** The CSV of every class matching the search, whatever the page. */
export function exportClasses(filters: Pick<ClassListQuery, 'search'>) {
  return downloadFile(`/school/classes/export${toQueryString(filters)}`, {
    fallbackName: 'classes.csv',
    fallbackMessage: i18next.t('classes:errors.export'),
  });
}

export function useExportClasses() {
  return useMutation({ mutationFn: exportClasses });
}
