import { Badge } from '@/components/ui/badge';

/** Core roles are the system's own (never deletable); every other role is custom. */
export function RoleTypeBadge({ core }: { core: boolean }) {
  return core ? <Badge tone="info">System</Badge> : <Badge tone="neutral">Custom</Badge>;
}
