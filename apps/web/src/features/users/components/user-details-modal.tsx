import type { ConsoleUser } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { RoleBadges } from '@/components/ui/role-badges';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useUser } from '../api/get-user';
import { UserStatusBadge } from './user-status-badge';

interface UserDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function UserDetailsModal({ user: row, open, onOpenChange, onCloseAutoFocus }: UserDetailsModalProps) {
  const fresh = useUser(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch user details'));
  }, [fresh.error]);
  const user = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="User Details"
      size="lg"
    >
      <DetailsList
        items={[
          { label: 'Name', value: user.name },
          { label: 'Email', value: user.email },
          { label: 'Phone', value: user.phone },
          { label: 'Status', value: <UserStatusBadge status={user.status} /> },
          { label: 'Roles', value: <RoleBadges roles={user.roles} /> },
          { label: 'School', value: user.school ? `${user.school.name} (${user.school.code})` : null },
          { label: 'Last login', value: formatDateTime(user.last_login_at, 'Never') },
          { label: 'Email verified', value: formatDateTime(user.email_verified_at, 'Not verified') },
          { label: 'Created', value: formatDateTime(user.created_at) },
          { label: 'Last updated', value: formatDateTime(user.updated_at) },
        ]}
      />
    </Modal>
  );
}
