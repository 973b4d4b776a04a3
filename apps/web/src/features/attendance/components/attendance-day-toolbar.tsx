import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAccess } from '@/lib/use-access';
import { platformToday } from '@/lib/platform-day';
import { useClassOptions } from '../api/get-class-options';

interface AttendanceDayToolbarProps {
  date: string;
  onDateChange: (date: string) => void;
  classId: number | undefined;
  onClassChange: (classId: number | undefined) => void;
}

/** The date looked at (no later than today, in the platform's day) and the class filter. */
export function AttendanceDayToolbar({
  date,
  onDateChange,
  classId,
  onClassChange,
}: AttendanceDayToolbarProps) {
  const { t } = useTranslation('attendance');
  const classes = useClassOptions();
  const { can } = useAccess();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField
        type="date"
        label={t('day.date')}
        value={date}
        max={platformToday()}
        required
        // An emptied field keeps the last date: the list always shows one day.
        onChange={(event) => event.target.value && onDateChange(event.target.value)}
        className="w-48"
      />
      {can('classes_view') && (
        <SelectField
          label={t('day.class')}
          placeholder={t('day.all_classes')}
          value={classId === undefined ? '' : String(classId)}
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(event) => onClassChange(event.target.value ? Number(event.target.value) : undefined)}
          className="w-48"
        />
      )}
    </div>
  );
}
