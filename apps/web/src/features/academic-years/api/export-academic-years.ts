import type { AcademicYearListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type AcademicYearFilters = Pick<AcademicYearListQuery, 'search'>;

/** The CSV of every academic year matching the search, whatever the page. */
export function exportAcademicYears(filters: AcademicYearFilters) {
  return downloadFile(`/school/academic-years/export${toQueryString(filters)}`, {
    fallbackName: 'academic-years.csv',
    fallbackMessage: 'Failed to export academic years',
  });
}

export function useExportAcademicYears() {
  return useMutation({ mutationFn: exportAcademicYears });
}
