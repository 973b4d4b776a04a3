import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { SectionFilterQuery } from './keys';
import { i18next } from '@/i18n/i18n';

/** The CSV of every section matching the search and class, whatever the page. */
export function exportSections(filters: SectionFilterQuery) {
  return downloadFile(`/school/sections/export${toQueryString(filters)}`, {
    fallbackName: 'sections.csv',
    fallbackMessage: i18next.t('sections:errors.export'),
  });
}

export function useExportSections() {
  return useMutation({ mutationFn: exportSections });
}
