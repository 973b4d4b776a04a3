import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_FLAGS,
  notificationSettingsInputSchema,
  type NotificationSettings,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { NOTIFICATION_LABELS } from '../options';
import { CheckboxField } from './checkbox-field';
import { useSectionSave } from './use-section-save';

/** Which messages the school sends, and to whom: each an on/off switch. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { register, handleSubmit, setError, reset } = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useSectionSave('notifications', {
    fields: NOTIFICATION_FLAGS,
    setError,
    onSaved: (saved) => reset(saved),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        {NOTIFICATION_FLAGS.map((flag) => (
          <CheckboxField key={flag} label={NOTIFICATION_LABELS[flag]} {...register(flag)} />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Save Notification Settings
        </Button>
      </div>
    </form>
  );
}
