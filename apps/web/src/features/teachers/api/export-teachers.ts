import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { TeacherFilterQuery } from './keys';

/** The CSV of every teacher matching the search and filters, whatever the page. */
export function exportTeachers(filters: TeacherFilterQuery) {
  return downloadFile(`/school/teachers/export${toQueryString(filters)}`, {
    fallbackName: 'teachers.csv',
    fallbackMessage: i18next.t('teachers:toast.export_failed'),
  });
}

export function useExportTeachers() {
  return useMutation({ mutationFn: exportTeachers });
}
