import type { SubjectListQuery } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import { i18next } from '@/i18n/i18n';

type SubjectFilters = Pick<SubjectListQuery, 'search'>;

/** The CSV of every subject matching the search, whatever the page. */
export function exportSubjects(filters: SubjectFilters) {
  return downloadFile(`/school/subjects/export${toQueryString(filters)}`, {
    fallbackName: 'subjects.csv',
    fallbackMessage: i18next.t('subjects:errors.export'),
  });
}

export function useExportSubjects() {
  return useMutation({ mutationFn: exportSubjects });
}
