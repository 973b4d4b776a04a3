import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES } from '@/components/attendance/status-tones';

interface StatusChoiceProps {
  /** Names the radio group: one per student. */
  name: string;
  value: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
}

/**
 * Present, Absent, Late, Excused as one row of radio buttons a thumb can tap: native radios (the
 * arrow keys move between them), drawn as their labels.
 */
export function StatusChoice({ name, value, onChange }: StatusChoiceProps) {
  const { t } = useTranslation('attendance');
  return (
    <div className="flex flex-wrap gap-1">
      {ATTENDANCE_STATUSES.map((status) => (
        <label
          key={status}
          className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            value === status
              ? STATUS_TONES[status]
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={status}
            checked={value === status}
            onChange={() => onChange(status)}
          />
          {t(`status.${status}`)}
        </label>
      ))}
    </div>
  );
}
