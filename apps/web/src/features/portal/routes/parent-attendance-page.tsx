import { useTranslation } from 'react-i18next';
import { AttendanceView } from '../components/attendance-view';
import { ParentFrame } from '../components/parent-frame';

/** The chosen child's year of attendance: calendar, notes and absences. */
export function ParentAttendancePage() {
  const { t } = useTranslation('portal');
  return (
    <ParentFrame title={t('attendance.title')}>
      {(_home, scope) => <AttendanceView scope={scope} />}
    </ParentFrame>
  );
}
