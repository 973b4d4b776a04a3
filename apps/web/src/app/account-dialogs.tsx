import { lazy, Suspense } from 'react';
import { i18next } from '@/i18n/i18n';

/**
 * The account's dialogs (sign in, profile, sign out), opened from the public header and from a
 * console's user menu. Each loads on first use, its code and its messages, and is mounted only
 * while open: one mounted closed still asked for its messages, and the console's shell, which
 * holds the user menu, was thrown away and drawn again (27 times in one sign-in) until they came.
 */
export type AccountDialogName = 'login' | 'profile' | 'logout';

/** Starts the sign-in dialog's download before it is asked for (pointing at its button). */
export const preloadLoginModal = () => import('@/features/auth/components/login-modal');
const loadProfileModal = () => import('@/features/profile/components/profile-modal');
const loadLogoutDialog = () => import('@/features/auth/components/logout-dialog');

/**
 * Starts the download of Profile and Logout, their code and their messages, when the user menu
 * opens, so that the item chosen shows at once. Loading messages this way suspends nothing.
 */
export function preloadSignedInDialogs(): void {
  void loadProfileModal();
  void loadLogoutDialog();
  void i18next.loadNamespaces(['profile', 'auth']);
}

const DIALOGS = {
  login: lazy(async () => ({ default: (await preloadLoginModal()).LoginModal })),
  profile: lazy(async () => ({ default: (await loadProfileModal()).ProfileModal })),
  logout: lazy(async () => ({ default: (await loadLogoutDialog()).LogoutDialog })),
};

interface AccountDialogProps {
  /** The dialog open, or null for none. */
  dialog: AccountDialogName | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The open account dialog, under a boundary of its own: nothing else waits while it loads. */
export function AccountDialog({ dialog, onOpenChange, onCloseAutoFocus }: AccountDialogProps) {
  if (!dialog) return null;
  const Dialog = DIALOGS[dialog];
  return (
    <Suspense fallback={null}>
      <Dialog open onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} />
    </Suspense>
  );
}
