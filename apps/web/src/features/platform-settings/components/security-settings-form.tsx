import { zodResolver } from '@hookform/resolvers/zod';
import {
  SECURITY_LIMITS,
  securitySettingsInputSchema,
  type SecuritySettings,
  type SecuritySettingsInput,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { numberOrNull } from '../options';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useGroupSave } from './use-group-save';

const FIELDS = [
  'password_min_length',
  'require_special_chars',
  'session_timeout',
  'max_login_attempts',
  'two_factor_auth',
  'export_rows_per_hour',
  'export_notice_rows_per_day',
] as const satisfies ReadonlyArray<keyof SecuritySettingsInput>;

type NumberField = keyof typeof SECURITY_LIMITS;

/**
 * Password policy, idle session timeout, sign-in attempts and the watch on bulk exports (rows per
 * account per hour, and the day's rows past which the superadmins are e-mailed): in force from the
 * next request.
 */
export function SecuritySettingsForm({
  settings,
  editable,
}: {
  settings: SecuritySettings;
  editable: boolean;
}) {
  const { t } = useTranslation('platform-settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SecuritySettingsInput, unknown, SecuritySettings>({
    resolver: zodResolver(securitySettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useGroupSave('security', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(saved),
  });
  const rangeOf = (name: NumberField) => ({ min: SECURITY_LIMITS[name].min, max: SECURITY_LIMITS[name].max });
  const number = (name: NumberField) => ({
    type: 'number',
    required: true,
    min: SECURITY_LIMITS[name].min,
    max: SECURITY_LIMITS[name].max,
    hint: t('security.range', rangeOf(name)),
    error: errors[name]?.message,
    ...register(name, { setValueAs: numberOrNull }),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('security.password_min_length')} {...number('password_min_length')} />
        <TextField label={t('security.session_timeout')} {...number('session_timeout')} />
        <TextField label={t('security.max_login_attempts')} {...number('max_login_attempts')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('security.export_rows_per_hour')}
          {...number('export_rows_per_hour')}
          hint={t('security.export_rows_per_hour_hint', rangeOf('export_rows_per_hour'))}
        />
        <TextField
          label={t('security.export_notice_rows_per_day')}
          {...number('export_notice_rows_per_day')}
          hint={t('security.export_notice_rows_per_day_hint', rangeOf('export_notice_rows_per_day'))}
        />
      </div>
      <div className="space-y-3">
        <CheckboxField
          label={t('security.require_special_chars')}
          hint={t('security.require_special_chars_hint')}
          {...register('require_special_chars')}
        />
        <CheckboxField
          label={t('security.two_factor_auth')}
          hint={t('security.two_factor_auth_hint')}
          {...register('two_factor_auth')}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('security.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
