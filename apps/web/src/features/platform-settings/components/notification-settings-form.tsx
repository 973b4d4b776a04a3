import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLATFORM_NOTIFICATION_FLAGS,
  platformNotificationSettingsInputSchema,
  type PlatformNotificationSettings,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NOTIFICATION_LABEL_KEYS } from '../options';
import { FlagCheckboxes } from '@/components/ui/flag-checkboxes';
import { useGroupSave } from './use-group-save';

/** Which kinds of notification the platform sends: each an on/off switch. */
export function NotificationSettingsForm({
  settings,
  editable,
}: {
  settings: PlatformNotificationSettings;
  editable: boolean;
}) {
  const { t } = useTranslation('platform-settings');
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
      <FlagCheckboxes
        flags={PLATFORM_NOTIFICATION_FLAGS}
        labels={{
          email_notifications: t(NOTIFICATION_LABEL_KEYS.email_notifications),
          admin_notifications: t(NOTIFICATION_LABEL_KEYS.admin_notifications),
        }}
        register={register}
      />
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('notifications.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
