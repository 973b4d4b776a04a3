import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AttendanceView } from '../components/attendance-view';

/** A student's own year of attendance: calendar, notes and absences. */
export function StudentAttendancePage() {
  const { t } = useTranslation('portal');
  return (
    <div className="space-y-4">
      <PageHeader title={t('attendance.title')} />
      <AttendanceView scope={{ kind: 'student' }} />
    </div>
  );
}
