import type { Parent } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemoveSecondFactorDialog } from '@/components/two-factor/remove-second-factor-dialog';
import { useRemoveParentTwoFactor } from '../api/remove-parent-two-factor';

interface RemoveParentTwoFactorDialogProps {
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RemoveParentTwoFactorDialog({ parent, ...props }: RemoveParentTwoFactorDialogProps) {
  const { t } = useTranslation('parents');
  const remove = useRemoveParentTwoFactor();
  return (
    <RemoveSecondFactorDialog
      {...props}
      id={parent.id}
      remove={remove}
      texts={{
        title: t('remove_two_factor_dialog.title'),
        message: t('remove_two_factor_dialog.message', { name: parent.name }),
        confirm: t('remove_two_factor_dialog.confirm'),
        done: t('remove_two_factor_dialog.done'),
        failed: t('remove_two_factor_dialog.failed'),
      }}
    />
  );
}
