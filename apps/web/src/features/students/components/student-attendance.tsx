import { useTranslation } from 'react-i18next';
import { AttendanceCalendar } from '@/components/attendance/attendance-calendar';
import { formatNumber } from '@/lib/format-number';
import { useStudentAttendance } from '../api/get-student-attendance';

/** The year's attendance in the student's details: the rate, the counts and the month calendar. */
export function StudentAttendance({ studentId }: { studentId: number }) {
  const { t } = useTranslation('students');
  const attendance = useStudentAttendance(studentId);
  if (attendance.isPending) return <p className="text-sm text-slate-600">{t('attendance.loading')}</p>;
  if (attendance.isError) return <p className="text-sm text-slate-600">{t('attendance.failed')}</p>;
  const { counts } = attendance.data;
  if (attendance.data.days.length === 0)
    return <p className="text-sm text-slate-600">{t('attendance.none')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {t('attendance.rate', {
          rate: counts.rate === null ? '—' : t('attendance.percent', { value: counts.rate }),
          count: counts.enrolled,
        })}{' '}
        {t('attendance.counts', {
          present: formatNumber(counts.present),
          absent: formatNumber(counts.absent),
          late: formatNumber(counts.late),
          excused: formatNumber(counts.excused),
        })}
      </p>
      <AttendanceCalendar attendance={attendance.data} />
    </div>
  );
}
