import type { ConsoleUser } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRoleOptions } from '../api/get-role-options';
import { useUserRoles } from '../api/get-user-roles';
import { AssignRolesForm } from './assign-roles-form';

interface AssignRolesModalProps {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Loads the roles on offer and the user's own, then lets the form start from the latter. */
export function AssignRolesModal({ user, open, onOpenChange, onCloseAutoFocus }: AssignRolesModalProps) {
  const { t } = useTranslation('users');
  const options = useRoleOptions();
  const current = useUserRoles(user.id);
  const failure = options.error ?? current.error;
  useEffect(() => {
    if (failure) toast.error(messageOf(failure, t('assign_roles.fetch_failed')));
  }, [failure, t]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('assign_roles.title')}
      description={t('assign_roles.description', { name: user.name })}
    >
      {options.data && current.data ? (
        <AssignRolesForm
          userId={user.id}
          userName={user.name}
          options={options.data}
          initial={current.data.map((role) => role.id)}
          onDone={() => onOpenChange(false)}
        />
      ) : failure ? (
        <p className="text-sm text-red-600">{messageOf(failure, t('assign_roles.fetch_failed'))}</p>
      ) : (
        <Spinner label={t('assign_roles.loading')} />
      )}
    </Modal>
  );
}
