import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformSettingsInputSchema,
  type PlatformSettings,
  type PlatformSettingsInput,
  type PlatformSettingsInputValues,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { applyPlatformPreferences } from '@/lib/platform-preferences';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, TIMEZONE_OPTIONS } from '../options';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useGroupSave } from './use-group-save';

const FIELDS = [
  'platform_name',
  'platform_description',
  'default_timezone',
  'default_currency',
  'default_language',
  'maintenance_mode',
] as const satisfies ReadonlyArray<keyof PlatformSettingsInput>;

/** The platform's name, how it shows dates and money, and maintenance mode. */
export function PlatformSettingsForm({
  settings,
  editable,
}: {
  settings: PlatformSettings;
  editable: boolean;
}) {
  const { t } = useTranslation('platform-settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PlatformSettingsInput, unknown, PlatformSettingsInputValues['platform']>({
    resolver: zodResolver(platformSettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useGroupSave('platform', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => {
      reset(saved);
      // This browser shows dates and money the new way at once; others on their next load.
      applyPlatformPreferences(saved);
    },
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-4">
      <TextField
        label={t('platform.platform_name')}
        required
        error={errors.platform_name?.message}
        {...register('platform_name')}
      />
      <TextAreaField
        label={t('platform.platform_description')}
        rows={3}
        error={errors.platform_description?.message}
        {...register('platform_description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('platform.default_timezone')}
          options={TIMEZONE_OPTIONS}
          error={errors.default_timezone?.message}
          {...register('default_timezone')}
        />
        <SelectField
          label={t('platform.default_currency')}
          options={CURRENCY_OPTIONS}
          error={errors.default_currency?.message}
          {...register('default_currency')}
        />
        <SelectField
          label={t('platform.default_language')}
          options={LANGUAGE_OPTIONS}
          error={errors.default_language?.message}
          {...register('default_language')}
        />
      </div>
      <CheckboxField
        label={t('platform.maintenance_mode')}
        hint={t('platform.maintenance_hint')}
        {...register('maintenance_mode')}
      />
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('platform.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
