import { Badge } from '@/components/ui/badge';

/** System permissions are declared by the API's routes: fixed name, never deletable. */
export function PermissionTypeBadge({ system }: { system: boolean }) {
  return system ? <Badge tone="info">System</Badge> : <Badge tone="neutral">Custom</Badge>;
}
