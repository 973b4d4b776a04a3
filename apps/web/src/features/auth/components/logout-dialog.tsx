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
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Logout"
      message="Are you sure you want to logout? You will need to login again to access your account."
      confirmLabel="Logout"
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
