import { zodResolver } from '@hookform/resolvers/zod';
import {
  ATTENDANCE_ALERT_DELAY,
  NOTIFICATION_FLAGS,
  notificationSettingsInputSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notificationLabels, numberOrNull } from '../options';
import { FlagCheckboxes } from '@/components/ui/flag-checkboxes';
import { useSectionSave } from './use-section-save';

const FIELDS = [...NOTIFICATION_FLAGS, 'attendance_alert_delay'] as const;

/**
 * Which messages the school sends, and to whom: each an on/off switch; and how long an absence
 * waits before its parents are told, so that a mistake corrected meanwhile sends nothing.
 */
export function NotificationSettingsForm({
  settings,
  editable,
}: {
  settings: NotificationSettings;
  editable: boolean;
}) {
  const { t } = useTranslation('school-settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NotificationSettingsInput, unknown, NotificationSettings>({
    resolver: zodResolver(notificationSettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useSectionSave('notifications', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(saved),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <FlagCheckboxes flags={NOTIFICATION_FLAGS} labels={notificationLabels(t)} register={register} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('notifications.attendance_alert_delay')}
          hint={t('notifications.attendance_alert_delay_hint')}
          type="number"
          required
          min={ATTENDANCE_ALERT_DELAY.min}
          max={ATTENDANCE_ALERT_DELAY.max}
          error={errors.attendance_alert_delay?.message}
          {...register('attendance_alert_delay', { setValueAs: numberOrNull })}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('sections.notifications.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
