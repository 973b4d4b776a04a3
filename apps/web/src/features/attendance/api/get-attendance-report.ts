import type { AttendanceReport } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { attendanceKeys, type AttendanceReportPageQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getAttendanceReport(query: AttendanceReportPageQuery): Promise<AttendanceReport> {
  const { data } = await apiRequest<AttendanceReport>(
    `/school/attendance/report${toQueryString({ ...query })}`,
    {
      fallbackMessage: i18next.t('attendance:errors.report'),
    },
  );
  return data;
}

export const attendanceReportQueryOptions = (query: AttendanceReportPageQuery) =>
  queryOptions({
    queryKey: attendanceKeys.report(query),
    queryFn: () => getAttendanceReport(query),
    placeholderData: keepPreviousData,
  });

/** Asked for only once the form holds a complete query (`null` until then). */
export function useAttendanceReport(query: AttendanceReportPageQuery | null) {
  return useQuery({
    ...attendanceReportQueryOptions(query ?? { date_from: '', date_to: '', page: 1, per_page: 1 }),
    enabled: query !== null,
  });
}
