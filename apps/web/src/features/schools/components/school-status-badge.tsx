import type { School } from '@school/contract';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, badgeClasses } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useSchoolAccounts } from '../api/get-school-accounts';
import { useSetSchoolActive } from '../api/set-school-active';
import { LockedOutPeople } from './school-accounts-summary';

/**
 * The status badge is itself the switch: an inactive school is activated at once; deactivating
 * first asks, saying whom it locks out (its admin, teachers, students and parents). Without
 * schools_activate it is only a badge.
 */
export function SchoolStatusBadge({ school }: { school: Pick<School, 'id' | 'name' | 'active'> }) {
  const { t } = useTranslation('schools');
  const setActive = useSetSchoolActive();
  const canToggle = useAccess().can('schools_activate');
  const confirming = useDialogState<'deactivate'>();
  const status = school.active ? t('status.active') : t('status.inactive');
  // Its texts: status_badge.deactivate_label, deactivated, ... and the same for activate.
  const action = school.active ? 'deactivate' : 'activate';
  const tone = school.active ? 'success' : 'neutral';
  if (!canToggle) return <Badge tone={tone}>{status}</Badge>;

  const toggle = () =>
    setActive.mutate(
      { id: school.id, active: !school.active },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t(`status_badge.${action}d`));
          confirming.close();
        },
        onError: (error) => toast.error(messageOf(error, t(`status_badge.${action}_failed`))),
      },
    );

  return (
    <>
      <button
        type="button"
        // Deactivating asks first, in a dialog; activating does not.
        aria-haspopup={school.active ? 'dialog' : undefined}
        onClick={() => (school.active ? confirming.open('deactivate') : toggle())}
        disabled={setActive.isPending}
        aria-busy={setActive.isPending || undefined}
        aria-label={t(`status_badge.${action}_label`, { name: school.name })}
        title={t(`status_badge.${action}_title`)}
        className={`${badgeClasses(tone)} hover:ring-2 hover:ring-slate-300 disabled:opacity-70`}
      >
        {setActive.isPending && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}
        {status}
      </button>
      {confirming.dialog && (
        <DeactivateSchoolDialog
          school={school}
          busy={setActive.isPending}
          onConfirm={toggle}
          onClose={confirming.close}
          onCloseAutoFocus={confirming.restoreFocus}
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
  onCloseAutoFocus: (event: Event) => void;
}

function DeactivateSchoolDialog({
  school,
  busy,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: DeactivateSchoolDialogProps) {
  const { t } = useTranslation('schools');
  const mayCount = useAccess().can('schools_view');
  const accounts = useSchoolAccounts(school.id, { enabled: mayCount });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deactivate_dialog.title')}
      message={t('deactivate_dialog.message', { name: school.name })}
      confirmLabel={t('deactivate_dialog.confirm')}
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={onConfirm}
    >
      {mayCount && <LockedOutPeople accounts={accounts.data} />}
    </ConfirmDialog>
  );
}
