import type { ConsoleUser } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('users');
  const fresh = useUser(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('details.fetch_failed')));
  }, [fresh.error, t]);
  const user = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <DetailsList
        items={[
          { label: t('details.name'), value: user.name },
          { label: t('details.email'), value: user.email },
          { label: t('details.phone'), value: user.phone },
          { label: t('details.status'), value: <UserStatusBadge status={user.status} /> },
          { label: t('details.roles'), value: <RoleBadges roles={user.roles} /> },
          {
            label: t('details.school'),
            value: user.school ? `${user.school.name} (${user.school.code})` : null,
          },
          { label: t('details.last_login'), value: formatDateTime(user.last_login_at, t('details.never')) },
          {
            label: t('details.email_verified'),
            value: formatDateTime(user.email_verified_at, t('details.not_verified')),
          },
          { label: t('details.created'), value: formatDateTime(user.created_at) },
          { label: t('details.last_updated'), value: formatDateTime(user.updated_at) },
        ]}
      />
    </Modal>
  );
}
