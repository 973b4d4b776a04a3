import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { QueryScope } from '@/lib/query-scope';
import { SignInPanel } from './sign-in-panel';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function LoginModal({ open, onOpenChange, onCloseAutoFocus }: LoginModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('login.modal_title')}
    >
      <QueryScope>
        <SignInPanel onSignedIn={() => onOpenChange(false)} />
      </QueryScope>
    </Modal>
  );
}
