import type { SubjectListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';

type SubjectFilters = Pick<SubjectListQuery, 'search'>;

/** The CSV of every subject matching the search, whatever the page. */
export function exportSubjects(filters: SubjectFilters) {
  return downloadFile(`/school/subjects/export${toQueryString(filters)}`, {
    fallbackName: 'subjects.csv',
    fallbackMessage: 'Failed to export subjects',
  });
}

export function useExportSubjects() {
  return useMutation({ mutationFn: exportSubjects });
}
