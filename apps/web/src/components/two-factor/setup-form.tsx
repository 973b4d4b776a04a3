import { zodResolver } from '@hookform/resolvers/zod';
import { oneTimeCode, type TwoFactorSetup } from '@school/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { OneTimeCodeField } from './code-fields';
import { QrCodeImage } from './qr-code-image';
import { SecretKey } from './secret-key';

const schema = z.object({ code: oneTimeCode });
type CodeInput = z.input<typeof schema>;
type CodeOutput = z.output<typeof schema>;

interface TwoFactorSetupFormProps {
  setup: TwoFactorSetup;
  /** The code typed, without the spaces an app shows. */
  onConfirm: (code: string) => void;
  busy: boolean;
  /** Why the last code was refused, shown under the field (the field is emptied for another). */
  error?: string | undefined;
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * A new secret for the authenticator app (the QR code, and the key as text), confirmed by a code
 * from it: the second factor counts only once the app is shown to make the right codes.
 */
export function TwoFactorSetupForm({
  setup,
  onConfirm,
  busy,
  error,
  onCancel,
  cancelLabel,
}: TwoFactorSetupFormProps) {
  const { t } = useTranslation('two-factor');
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    if (!error) return;
    resetField('code');
    setError('code', { type: 'server', message: error });
    setFocus('code');
  }, [error, resetField, setError, setFocus]);

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('setup.step_install')}</li>
        <li>{t('setup.step_scan')}</li>
        <li>{t('setup.step_confirm')}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCodeImage svg={setup.qr_svg} alt={t('setup.qr_alt')} />
        <SecretKey secret={setup.secret} />
      </div>
      <form
        onSubmit={(event) => void handleSubmit(({ code }) => onConfirm(code))(event)}
        noValidate
        aria-label={t('setup.form_label')}
        className="space-y-4"
      >
        <OneTimeCodeField
          label={t('setup.code')}
          hint={t('setup.code_hint')}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </Button>
          )}
          <Button type="submit" busy={busy}>
            {t('setup.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}
