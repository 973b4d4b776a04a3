import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface AttendanceCardProps {
  /** Today's rate in percent; null while the school records no attendance. */
  rate: number | null | undefined;
}

/** Today's attendance. Nothing records attendance yet, so the card says so instead of a number. */
export function AttendanceCard({ rate }: AttendanceCardProps) {
  const { t } = useTranslation('school-dashboard');
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
        <p className="mt-1 text-slate-900">
          {rate === undefined
            ? t('attendance.loading')
            : rate === null
              ? t('attendance.none')
              : t('attendance.rate', { rate })}
        </p>
      </div>
    </section>
  );
}
