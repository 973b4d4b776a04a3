import { Modal } from '@/components/ui/modal';
import { SignInPanel } from './sign-in-panel';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LoginModal({ open, onOpenChange }: LoginModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Login to Your Account">
      <SignInPanel onSignedIn={() => onOpenChange(false)} />
    </Modal>
  );
}
