import type { AttendanceDay } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { attendanceKeys, type AttendanceDayQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getAttendanceDay(query: AttendanceDayQuery): Promise<AttendanceDay> {
  const { data } = await apiRequest<AttendanceDay>(`/school/attendance${toQueryString({ ...query })}`, {
    fallbackMessage: i18next.t('attendance:errors.day'),
  });
  return data;
}

export const attendanceDayQueryOptions = (query: AttendanceDayQuery) =>
  queryOptions({
    queryKey: attendanceKeys.day(query),
    queryFn: () => getAttendanceDay(query),
    // The page or date being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAttendanceDay(query: AttendanceDayQuery) {
  return useQuery(attendanceDayQueryOptions(query));
}
