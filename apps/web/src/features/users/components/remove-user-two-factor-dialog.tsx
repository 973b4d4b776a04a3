import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemoveSecondFactorDialog } from '@/components/two-factor/remove-second-factor-dialog';
import { useRemoveUserTwoFactor } from '../api/remove-user-two-factor';

interface RemoveUserTwoFactorDialogProps {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RemoveUserTwoFactorDialog({ user, ...props }: RemoveUserTwoFactorDialogProps) {
  const { t } = useTranslation('users');
  const remove = useRemoveUserTwoFactor();
  return (
    <RemoveSecondFactorDialog
      {...props}
      id={user.id}
      remove={remove}
      texts={{
        title: t('remove_two_factor_dialog.title'),
        message: t('remove_two_factor_dialog.message', { name: user.name }),
        confirm: t('remove_two_factor_dialog.confirm'),
        done: t('remove_two_factor_dialog.done'),
        failed: t('remove_two_factor_dialog.failed'),
      }}
    />
  );
}
