import type { School } from '@school/contract';
import { LoaderCircle } from 'lucide-react';
import { Badge, badgeClasses } from '@/components/ui/badge';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useSetSchoolActive } from '../api/set-school-active';

/**
 * The status badge is itself the switch: an active school is deactivated, an inactive one
 * activated. Without schools_activate it is only a badge.
 */
export function SchoolStatusBadge({ school }: { school: Pick<School, 'id' | 'name' | 'active'> }) {
  const setActive = useSetSchoolActive();
  const canToggle = useAccess().can('schools_activate');
  const status = school.active ? 'Active' : 'Inactive';
  const action = school.active ? 'deactivate' : 'activate';
  const tone = school.active ? 'success' : 'neutral';
  if (!canToggle) return <Badge tone={tone}>{status}</Badge>;

  const toggle = () =>
    setActive.mutate(
      { id: school.id, active: !school.active },
      {
        onSuccess: ({ message }) => toast.success(message ?? `School ${action}d successfully!`),
        onError: (error) => toast.error(messageOf(error, `Failed to ${action} school`)),
      },
    );

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={setActive.isPending}
      aria-busy={setActive.isPending || undefined}
      aria-label={`${status}: ${action} ${school.name}`}
      title={`Click to ${action}`}
      className={`${badgeClasses(tone)} hover:ring-2 hover:ring-slate-300 disabled:opacity-70`}
    >
      {setActive.isPending && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}
      {status}
    </button>
  );
}
