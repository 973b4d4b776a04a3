import type { RecoveryCodes } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { TwoFactorSetupForm } from '@/components/two-factor/setup-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useOncePerKey } from '@/lib/use-once-per-key';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';

interface TwoFactorSetupPartProps {
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}

/**
 * Setting up from Profile: a new secret as a QR code and as text, confirmed by a code; then the
 * card shows the recovery codes. Loaded when asked for (the QR code and its pieces).
 */
export default function TwoFactorSetupPart({ onConfirmed, onCancel }: TwoFactorSetupPartProps) {
  const { t } = useTranslation('profile');
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => toast.error(messageOf(error, t('two_factor.setup_failed'))),
    });
  useOncePerKey('setup', begin);

  if (start.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {messageOf(start.error, t('two_factor.setup_failed'))}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('two_factor.cancel')}
          </Button>
          <Button onClick={() => begin()}>{t('two_factor.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!start.data) {
    return (
      <div className="flex justify-center py-6 text-brand-600">
        <Spinner className="size-8" />
      </div>
    );
  }
  return (
    <TwoFactorSetupForm
      setup={start.data.data}
      busy={confirm.isPending}
      error={confirm.error ? messageOf(confirm.error, t('two_factor.confirm_failed')) : undefined}
      onCancel={onCancel}
      cancelLabel={t('two_factor.cancel')}
      onConfirm={(code) =>
        confirm.mutate(code, {
          onSuccess: ({ data, message }) => {
            toast.success(message ?? t('two_factor.enabled'));
            onConfirmed(data);
          },
          onError: (error) => toast.error(messageOf(error, t('two_factor.confirm_failed'))),
        })
      }
    />
  );
}
