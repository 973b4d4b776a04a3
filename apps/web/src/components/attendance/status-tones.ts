import type { AttendanceStatus } from '@school/contract';

/**
 * The colour of each status wherever it is shown (a chosen button, a badge); its word is always
 * beside it, so a status is never told by colour alone.
 */
export const STATUS_TONES: Record<AttendanceStatus, string> = {
  present: 'border-green-600 bg-green-50 text-green-800',
  absent: 'border-red-600 bg-red-50 text-red-800',
  late: 'border-amber-600 bg-amber-50 text-amber-800',
  excused: 'border-blue-600 bg-blue-50 text-blue-800',
};
