import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformSettingsInputSchema,
  type PlatformSettings,
  type PlatformSettingsInput,
  type PlatformSettingsInputValues,
} from '@school/contract';
import { useForm } from 'react-hook-form';
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
        label="Platform name"
        required
        error={errors.platform_name?.message}
        {...register('platform_name')}
      />
      <TextAreaField
        label="Platform description"
        rows={3}
        error={errors.platform_description?.message}
        {...register('platform_description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Default timezone"
          options={TIMEZONE_OPTIONS}
          error={errors.default_timezone?.message}
          {...register('default_timezone')}
        />
        <SelectField
          label="Default currency"
          options={CURRENCY_OPTIONS}
          error={errors.default_currency?.message}
          {...register('default_currency')}
        />
        <SelectField
          label="Default language"
          options={LANGUAGE_OPTIONS}
          error={errors.default_language?.message}
          {...register('default_language')}
        />
      </div>
      <CheckboxField
        label="Maintenance mode"
        hint="While on, everyone but superadmins is kept out of the platform with a maintenance message."
        {...register('maintenance_mode')}
      />
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            Save Platform Settings
          </Button>
        </div>
      )}
    </form>
  );
}
