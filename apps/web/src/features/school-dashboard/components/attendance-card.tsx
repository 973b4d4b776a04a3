import type { SchoolDashboardStats } from '@school/contract';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface AttendanceCardProps {
  /** The dashboard's figures: undefined while they load, null when they could not be loaded. */
  stats: SchoolDashboardStats | null | undefined;
}

/**
 * Today's attendance rate over the registers taken today. Without one it says why in words: not
 * taken yet today, or never taken at all, rather than a number nobody recorded.
 */
export function AttendanceCard({ stats }: AttendanceCardProps) {
  const { t } = useTranslation('school-dashboard');
  const figure =
    stats === undefined
      ? t('attendance.loading')
      : stats === null
        ? t('common:states.could_not_load_sentence')
        : stats.attendance_rate_today !== null
          ? t('attendance.rate', { rate: stats.attendance_rate_today })
          : stats.attendance_recorded
            ? t('attendance.not_taken_today')
            : t('attendance.none');
  return (
    <section
      aria-labelledby="attendance-title"
      className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <span className="rounded-lg bg-slate-100 p-3 text-slate-700">
        <CalendarCheck aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 id="attendance-title" className="text-sm font-medium text-slate-600">
          {t('attendance.title')}
        </h2>
        <p className="mt-1 text-slate-900">{figure}</p>
      </div>
    </section>
  );
}
