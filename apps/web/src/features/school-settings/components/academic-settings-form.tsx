import { zodResolver } from '@hookform/resolvers/zod';
import {
  academicSettingsInputSchema,
  CORRECTION_DAYS,
  MAX_MARKS,
  type AcademicSettings,
  type AcademicSettingsInput,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { dateOrNull, dayOptions, gradingOptions, numberOrNull } from '../options';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { useSectionSave } from './use-section-save';

const FIELDS = [
  'academic_year',
  'session_start',
  'session_end',
  'working_days',
  'school_timing.start',
  'school_timing.end',
  'break_time.start',
  'break_time.end',
  'grading_system',
  'max_marks',
  'attendance_correction_days',
] as const;

const formOf = (settings: AcademicSettings): AcademicSettingsInput => ({
  ...settings,
  academic_year: settings.academic_year ?? '',
});

/**
 * The school's year and day. The year's name and dates prefill a new academic year; grading
 * and max marks are there for the marks screens to come; the correction days are how long
 * teachers may still correct a day's attendance.
 */
export function AcademicSettingsForm({
  settings,
  editable,
}: {
  settings: AcademicSettings;
  editable: boolean;
}) {
  const { t } = useTranslation('school-settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AcademicSettingsInput, unknown, AcademicSettings>({
    resolver: zodResolver(academicSettingsInputSchema),
    defaultValues: formOf(settings),
  });
  const { submit, busy } = useSectionSave('academic', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(formOf(saved)),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('academic.academic_year')}
          placeholder={t('academic.academic_year_placeholder')}
          error={errors.academic_year?.message}
          {...register('academic_year')}
        />
        <TextField
          label={t('academic.session_start')}
          type="date"
          error={errors.session_start?.message}
          {...register('session_start', { setValueAs: dateOrNull })}
        />
        <TextField
          label={t('academic.session_end')}
          type="date"
          error={errors.session_end?.message}
          {...register('session_end', { setValueAs: dateOrNull })}
        />
      </div>
      <CheckboxGroup
        legend={t('academic.working_days')}
        required
        options={dayOptions(t)}
        registration={register('working_days')}
        error={errors.working_days?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('academic.school_starts')}
          type="time"
          required
          error={errors.school_timing?.start?.message}
          {...register('school_timing.start')}
        />
        <TextField
          label={t('academic.school_ends')}
          type="time"
          required
          error={errors.school_timing?.end?.message}
          {...register('school_timing.end')}
        />
        <TextField
          label={t('academic.break_starts')}
          type="time"
          required
          error={errors.break_time?.start?.message}
          {...register('break_time.start')}
        />
        <TextField
          label={t('academic.break_ends')}
          type="time"
          required
          error={errors.break_time?.end?.message}
          {...register('break_time.end')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('academic.grading_system')}
          required
          options={gradingOptions(t)}
          error={errors.grading_system?.message}
          {...register('grading_system')}
        />
        <TextField
          label={t('academic.max_marks')}
          type="number"
          required
          min={MAX_MARKS.min}
          max={MAX_MARKS.max}
          error={errors.max_marks?.message}
          {...register('max_marks', { setValueAs: numberOrNull })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('academic.attendance_correction_days')}
          hint={t('academic.attendance_correction_days_hint')}
          type="number"
          required
          min={CORRECTION_DAYS.min}
          max={CORRECTION_DAYS.max}
          error={errors.attendance_correction_days?.message}
          {...register('attendance_correction_days', { setValueAs: numberOrNull })}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('sections.academic.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
