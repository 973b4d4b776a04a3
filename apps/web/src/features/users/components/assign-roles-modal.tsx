import type { ConsoleUser } from '@school/contract';
import { useEffect } from 'react';
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
  const options = useRoleOptions();
  const current = useUserRoles(user.id);
  const failure = options.error ?? current.error;
  useEffect(() => {
    if (failure) toast.error(messageOf(failure, 'Failed to fetch roles'));
  }, [failure]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Assign Roles"
      description={`Choose the roles of ${user.name}. The main role is the one the user is shown with.`}
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
        <p className="text-sm text-red-600">{messageOf(failure, 'Failed to fetch roles')}</p>
      ) : (
        <Spinner label="Loading roles" />
      )}
    </Modal>
  );
}
