import type { School } from '@school/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge, badgeClasses } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useSchoolAccounts } from '../api/get-school-accounts';
import { useSetSchoolActive } from '../api/set-school-active';
import { LockedOutPeople } from './school-accounts-summary';

/**
 * The status badge is itself the switch: an inactive school is activated at once; deactivating
 * first asks, saying whom it locks out (its admin, teachers, students and parents). Without
 * schools_activate it is only a badge.
 */
export function SchoolStatusBadge({ school }: { school: Pick<School, 'id' | 'name' | 'active'> }) {
  const setActive = useSetSchoolActive();
  const canToggle = useAccess().can('schools_activate');
  const [confirming, setConfirming] = useState(false);
  const status = school.active ? 'Active' : 'Inactive';
  const action = school.active ? 'deactivate' : 'activate';
  const tone = school.active ? 'success' : 'neutral';
  if (!canToggle) return <Badge tone={tone}>{status}</Badge>;

  const toggle = () =>
    setActive.mutate(
      { id: school.id, active: !school.active },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? `School ${action}d successfully!`);
          setConfirming(false);
        },
        onError: (error) => toast.error(messageOf(error, `Failed to ${action} school`)),
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => (school.active ? setConfirming(true) : toggle())}
        disabled={setActive.isPending}
        aria-busy={setActive.isPending || undefined}
        aria-label={`${status}: ${action} ${school.name}`}
        title={`Click to ${action}`}
        className={`${badgeClasses(tone)} hover:ring-2 hover:ring-slate-300 disabled:opacity-70`}
      >
        {setActive.isPending && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}
        {status}
      </button>
      {confirming && (
        <DeactivateSchoolDialog
          school={school}
          busy={setActive.isPending}
          onConfirm={toggle}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

interface DeactivateSchoolDialogProps {
  school: Pick<School, 'id' | 'name'>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function DeactivateSchoolDialog({ school, busy, onConfirm, onClose }: DeactivateSchoolDialogProps) {
  const mayCount = useAccess().can('schools_view');
  const accounts = useSchoolAccounts(school.id, { enabled: mayCount });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Deactivate School"
      message={`Deactivate ${school.name}? Its admin and its people are locked out until you activate it again; nothing is deleted.`}
      confirmLabel="Deactivate"
      busy={busy}
      onConfirm={onConfirm}
    >
      {mayCount && <LockedOutPeople accounts={accounts.data} />}
    </ConfirmDialog>
  );
}
