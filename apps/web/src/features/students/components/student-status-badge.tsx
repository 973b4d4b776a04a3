import type { StudentStatus } from '@school/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { capitalize } from '../filters';

const TONES: Record<StudentStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  alumni: 'info',
  transferred: 'warning',
};

export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return <Badge tone={TONES[status]}>{capitalize(status)}</Badge>;
}
