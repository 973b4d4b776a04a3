import type { AcademicYearListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';

type AcademicYearFilters = Pick<AcademicYearListQuery, 'search'>;

/** The CSV of every academic year matching the search, whatever the page. */
export function exportAcademicYears(filters: AcademicYearFilters) {
  return downloadFile(`/school/academic-years/export${toQueryString(filters)}`, {
    fallbackName: 'academic-years.csv',
    fallbackMessage: i18next.t('academic-years:errors.export'),
  });
}

export function useExportAcademicYears() {
  return useMutation({ mutationFn: exportAcademicYears });
}
