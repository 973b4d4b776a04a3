import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { StudentFilterQuery } from './keys';
import { i18next } from '@/i18n/i18n';

/** The CSV of every student matching the search and filters, whatever the page. */
export function exportStudents(filters: StudentFilterQuery) {
  return downloadFile(`/school/students/export${toQueryString(filters)}`, {
    fallbackName: 'students.csv',
    fallbackMessage: i18next.t('students:errors.export'),
  });
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
