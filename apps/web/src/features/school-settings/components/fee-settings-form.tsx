import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEE_DUE_DAY,
  feeSettingsInputSchema,
  MAX_GRACE_DAYS,
  type FeeSettings,
  type FeeSettingsInput,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { numberOrNull, paymentOptions } from '../options';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { useSectionSave } from './use-section-save';

const FIELDS = [
  'late_fee_amount',
  'late_fee_grace_days',
  'fee_due_date',
  'payment_methods',
  'discount_applicable',
  'scholarship_program',
] as const satisfies ReadonlyArray<keyof FeeSettingsInput>;

/** When fees fall due, what lateness costs, and how parents may pay. */
export function FeeSettingsForm({ settings, editable }: { settings: FeeSettings; editable: boolean }) {
  const { t } = useTranslation('school-settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FeeSettingsInput, unknown, FeeSettings>({
    resolver: zodResolver(feeSettingsInputSchema),
    defaultValues: settings,
  });
  const { submit, busy } = useSectionSave('fees', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(saved),
  });
  const number = (name: 'late_fee_amount' | 'late_fee_grace_days' | 'fee_due_date') => ({
    type: 'number',
    required: true,
    error: errors[name]?.message,
    ...register(name, { setValueAs: numberOrNull }),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('fees.late_fee_amount')} min={0} step="0.01" {...number('late_fee_amount')} />
        <TextField
          label={t('fees.grace_days')}
          min={0}
          max={MAX_GRACE_DAYS}
          {...number('late_fee_grace_days')}
        />
        <TextField
          label={t('fees.due_day')}
          min={FEE_DUE_DAY.min}
          max={FEE_DUE_DAY.max}
          {...number('fee_due_date')}
        />
      </div>
      <CheckboxGroup
        legend={t('fees.payment_methods')}
        required
        options={paymentOptions(t)}
        registration={register('payment_methods')}
        error={errors.payment_methods?.message}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField label={t('fees.discount_applicable')} {...register('discount_applicable')} />
        <CheckboxField label={t('fees.scholarship_program')} {...register('scholarship_program')} />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('sections.fees.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
