import type { RelationshipType } from '@school/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from 'react-i18next';
import { relationshipLabel } from '../filters';

const TONES: Record<RelationshipType, BadgeTone> = {
  father: 'info',
  mother: 'success',
  guardian: 'warning',
  other: 'neutral',
};

export function RelationshipBadge({ relationship }: { relationship: RelationshipType }) {
  const { t } = useTranslation('parents');
  return <Badge tone={TONES[relationship]}>{relationshipLabel(t, relationship)}</Badge>;
}
