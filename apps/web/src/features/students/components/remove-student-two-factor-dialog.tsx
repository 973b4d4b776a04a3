import type { Student } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemoveSecondFactorDialog } from '@/components/two-factor/remove-second-factor-dialog';
import { useRemoveStudentTwoFactor } from '../api/remove-student-two-factor';

interface RemoveStudentTwoFactorDialogProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RemoveStudentTwoFactorDialog({ student, ...props }: RemoveStudentTwoFactorDialogProps) {
  const { t } = useTranslation('students');
  const remove = useRemoveStudentTwoFactor();
  return (
    <RemoveSecondFactorDialog
      {...props}
      id={student.id}
      remove={remove}
      texts={{
        title: t('remove_two_factor_dialog.title'),
        message: t('remove_two_factor_dialog.message', { name: student.name }),
        confirm: t('remove_two_factor_dialog.confirm'),
        done: t('remove_two_factor_dialog.done'),
        failed: t('remove_two_factor_dialog.failed'),
      }}
    />
  );
}
