import type { School } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRemoveSchoolAdmin } from '../api/remove-school-admin';

interface RemoveAdminDialogProps {
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The admin loses the school, not their account. */
export function RemoveAdminDialog({ school, open, onOpenChange, onCloseAutoFocus }: RemoveAdminDialogProps) {
  const { t } = useTranslation('schools');
  const remove = useRemoveSchoolAdmin();
  const admin = school.admins[0]?.user.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('remove_admin.title')}
      message={
        admin
          ? t('remove_admin.message', { admin, school_name: school.name })
          : t('remove_admin.message_unnamed', { school_name: school.name })
      }
      confirmLabel={t('remove_admin.confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(school.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('remove_admin.done'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('remove_admin.failed'))),
        })
      }
    />
  );
}
