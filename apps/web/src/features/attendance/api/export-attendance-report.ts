import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { toQueryString } from '@/lib/query-string';
import type { AttendanceReportQuery } from './keys';
import { i18next } from '@/i18n/i18n';

/** The CSV of the report on screen: the same range, class and section. */
export function exportAttendanceReport(query: AttendanceReportQuery) {
  return downloadFile(`/school/attendance/report/export${toQueryString({ ...query })}`, {
    fallbackName: 'attendance.csv',
    fallbackMessage: i18next.t('attendance:errors.export'),
  });
}

export function useExportAttendanceReport() {
  return useMutation({ mutationFn: exportAttendanceReport });
}
