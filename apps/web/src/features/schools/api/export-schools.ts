import type { SchoolListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type SchoolFilters = Omit<SchoolListQuery, 'page' | 'per_page'>;

/** The CSV of every school matching the filters, whatever the page. */
export function exportSchools(filters: SchoolFilters) {
  return downloadFile(`/superadmin/schools/export${toQueryString(filters)}`, {
    fallbackName: 'schools.csv',
    fallbackMessage: i18next.t('schools:export.failed'),
  });
}

export function useExportSchools() {
  return useMutation({ mutationFn: exportSchools });
}
