import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_FLAGS,
  notificationSettingsInputSchema,
  type NotificationSettings,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notificationLabels } from '../options';
import { FlagCheckboxes } from '@/components/ui/flag-checkboxes';
import { useSectionSave } from './use-section-save';

/** Which messages the school sends, and to whom: each an on/off switch. */
export function NotificationSettingsForm({
  settings,
  editable,
}: {
  settings: NotificationSettings;
  editable: boolean;
}) {
  const { t } = useTranslation('school-settings');
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
      <FlagCheckboxes flags={NOTIFICATION_FLAGS} labels={notificationLabels(t)} register={register} />
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
