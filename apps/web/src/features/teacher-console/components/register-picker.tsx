import type { TeachingSection } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

interface RegisterPickerProps {
  sections: readonly TeachingSection[];
  sectionId: number | null;
  date: string;
  /** No register of a future day: the date stops at today. */
  today: string;
  dateError: string | undefined;
  onSection: (sectionId: number) => void;
  onDate: (date: string) => void;
}

/** Which register: one of the teacher's sections, and a date (today unless changed). */
export function RegisterPicker(props: RegisterPickerProps) {
  const { t } = useTranslation('teacher-console');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('attendance.section')}
        value={props.sectionId === null ? '' : String(props.sectionId)}
        onChange={(event) => props.onSection(Number(event.target.value))}
        options={props.sections.map((s) => ({
          value: String(s.section_id),
          label: t('place', { class_name: s.class_name, section_name: s.section_name }),
        }))}
        {...(props.sectionId === null ? { placeholder: t('attendance.choose_section') } : {})}
        className="[&_select]:min-h-11"
      />
      <TextField
        type="date"
        label={t('attendance.date')}
        value={props.date}
        max={props.today}
        required
        error={props.dateError}
        onChange={(event) => {
          if (event.target.value !== '') props.onDate(event.target.value);
        }}
        className="[&_input]:min-h-11"
      />
    </div>
  );
}
