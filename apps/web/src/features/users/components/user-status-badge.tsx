import type { UserStatus } from '@school/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusLabel } from '../options';

const TONES: Readonly<Record<UserStatus, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={TONES[status]}>{statusLabel(status)}</Badge>;
}
