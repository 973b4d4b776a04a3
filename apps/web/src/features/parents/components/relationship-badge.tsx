import type { RelationshipType } from '@school/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RELATIONSHIP_LABELS } from '../filters';

const TONES: Record<RelationshipType, BadgeTone> = {
  father: 'info',
  mother: 'success',
  guardian: 'warning',
  other: 'neutral',
};

export function RelationshipBadge({ relationship }: { relationship: RelationshipType }) {
  return <Badge tone={TONES[relationship]}>{RELATIONSHIP_LABELS[relationship]}</Badge>;
}
