import type { UserStatus } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Readonly<Record<UserStatus, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
