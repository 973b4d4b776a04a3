import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLATFORM_NOTIFICATION_FLAGS,
  platformNotificationSettingsInputSchema,
  type PlatformNotificationSettings,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { NOTIFICATION_LABELS } from '../options';
import { CheckboxField } from './checkbox-field';
import { useGroupSave } from './use-group-save';

/** Which kinds of notification the platform sends: each an on/off switch. */
export function NotificationSettingsForm({ settings }: { settings: PlatformNotificationSettings }) {
  const { register, handleSubmit, setError, reset } = useForm<PlatformNotificationSettings>({
    resolver: zodResolver(platformNotificationSettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useGroupSave('notifications', {
    fields: PLATFORM_NOTIFICATION_FLAGS,
    setError,
    onSaved: (saved) => reset(saved),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        {PLATFORM_NOTIFICATION_FLAGS.map((flag) => (
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
