import type { Teacher } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemoveSecondFactorDialog } from '@/components/two-factor/remove-second-factor-dialog';
import { useRemoveTeacherTwoFactor } from '../api/remove-teacher-two-factor';

interface RemoveTeacherTwoFactorDialogProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RemoveTeacherTwoFactorDialog({ teacher, ...props }: RemoveTeacherTwoFactorDialogProps) {
  const { t } = useTranslation('teachers');
  const remove = useRemoveTeacherTwoFactor();
  return (
    <RemoveSecondFactorDialog
      {...props}
      id={teacher.id}
      remove={remove}
      texts={{
        title: t('remove_two_factor_dialog.title'),
        message: t('remove_two_factor_dialog.message', { name: teacher.name }),
        confirm: t('remove_two_factor_dialog.confirm'),
        done: t('remove_two_factor_dialog.done'),
        failed: t('remove_two_factor_dialog.failed'),
      }}
    />
  );
}
