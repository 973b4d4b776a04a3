import type { StudentStatus } from '@school/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from 'react-i18next';

const TONES: Record<StudentStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  alumni: 'info',
  transferred: 'warning',
};

export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  const { t } = useTranslation('students');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
