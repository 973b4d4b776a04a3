import type { AttendanceRegister } from '@school/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';

/**
 * The cut-off is the first instant after the last day a teacher may correct (midnight): shown
 * as that day's last minute, "until 26 Nov, 23:59", not as the next day's "27 Nov, 00:00".
 */
const lastMinuteBefore = (instant: string) => new Date(Date.parse(instant) - 60_000).toISOString();

/** Whether the register was taken, by whom and when, and until when the teacher may correct it. */
export function RegisterState({ register }: { register: AttendanceRegister }) {
  const { t } = useTranslation('teacher-console');
  const corrected =
    register.updated_at !== null && register.updated_by !== null && register.updated_at !== register.taken_at;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {register.taken && register.taken_by
          ? t('attendance.taken_by', {
              name: register.taken_by.name,
              time: formatDateTime(register.taken_at),
            })
          : t('attendance.not_taken')}
        {corrected && (
          <>
            {' '}
            {t('attendance.updated_by', {
              name: register.updated_by?.name ?? '',
              time: formatDateTime(register.updated_at),
            })}
          </>
        )}
      </p>
      {register.editable ? (
        <p>
          {t('attendance.editable_until', {
            time: formatDateTime(lastMinuteBefore(register.editable_until)),
          })}
        </p>
      ) : (
        <p role="status" className="flex gap-2 rounded-md bg-amber-50 p-3 text-amber-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('attendance.read_only')}
        </p>
      )}
    </div>
  );
}
