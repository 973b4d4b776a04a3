import { Modal } from '@/components/ui/modal';
import { QueryScope } from '@/lib/query-scope';
import { SignInPanel } from './sign-in-panel';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LoginModal({ open, onOpenChange }: LoginModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Login to Your Account">
      <QueryScope>
        <SignInPanel onSignedIn={() => onOpenChange(false)} />
      </QueryScope>
    </Modal>
  );
}
