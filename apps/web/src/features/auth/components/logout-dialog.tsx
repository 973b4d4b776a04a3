import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryScope } from '@/lib/query-scope';
import { useLogout } from '../api/logout';

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirm, call logout (the session ends whatever the answer), then go to the site root. */
export function LogoutDialog(props: LogoutDialogProps) {
  return (
    <QueryScope>
      <LogoutConfirmation {...props} />
    </QueryScope>
  );
}

function LogoutConfirmation({ open, onOpenChange, onCloseAutoFocus }: LogoutDialogProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={t('logout.confirm')}
      busy={logout.isPending}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => {
        void logout.mutateAsync().then(() => {
          onOpenChange(false);
          return navigate('/');
        });
      }}
    />
  );
}
