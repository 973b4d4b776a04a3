import { Badge } from './badge';

interface RoleLike {
  id?: number;
  name?: string | null;
  display_name?: string | null;
}

const nameOf = (role: RoleLike) => role.display_name || role.name || 'Unnamed role';

/**
 * Every role of a user, the main one first, each as a badge: someone who is a teacher and a
 * superadmin is shown as both. No roles at all reads "No Role". Spans with list roles, so it fits
 * inside a label or a table cell.
 */
export function RoleBadges({ roles }: { roles: readonly RoleLike[] | undefined }) {
  if (!roles || roles.length === 0) return <span className="text-slate-500">No Role</span>;
  return (
    <span role="list" aria-label="Roles" className="inline-flex flex-wrap gap-1">
      {roles.map((role, index) => (
        <span role="listitem" key={role.id ?? `${role.name ?? ''}-${index}`}>
          <Badge tone={index === 0 ? 'info' : 'neutral'}>{nameOf(role)}</Badge>
        </span>
      ))}
    </span>
  );
}
