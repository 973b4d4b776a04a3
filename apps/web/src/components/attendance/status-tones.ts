import type { AttendanceStatus } from '@school/contract';

/**
 * The colour of each status wherever it is shown (the register's chosen choice, a student's
 * calendar day and its legend), so a status looks the same on every screen. Its word or letter is
 * always beside it: a status is never told by colour alone. The border shows where one is drawn.
 */
export const STATUS_TONES: Record<AttendanceStatus, string> = {
  present: 'border-green-700 bg-green-100 text-green-900',
  absent: 'border-red-700 bg-red-100 text-red-900',
  late: 'border-amber-700 bg-amber-100 text-amber-900',
  excused: 'border-blue-700 bg-blue-100 text-blue-900',
};
