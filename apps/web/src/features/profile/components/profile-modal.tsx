import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { QueryScope } from '@/lib/query-scope';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from './change-password-form';
import { LanguageForm } from './language-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePictureSection } from './profile-picture-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

interface ProfileModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The signed-in user's own profile: details, picture, password (spec 01 section 2.10) and sessions. Its
 * forms save through the query cache, which the portal page's header (outside any console) does
 * not provide: the dialog brings its own, as the login and logout dialogs do.
 */
export function ProfileModal(props: ProfileModalProps) {
  return (
    <QueryScope>
      <ProfileDialog {...props} />
    </QueryScope>
  );
}

function ProfileDialog({ open, onOpenChange, onCloseAutoFocus }: ProfileModalProps) {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const close = () => onOpenChange(false);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal_title')}
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {user && (
        <div className="divide-y divide-slate-200">
          <ProfilePictureSection name={user.name ?? ''} pictureUrl={user.profile_picture} />
          <ProfileDetailsForm
            defaults={{
              name: user.name ?? '',
              email: user.email ?? '',
              phone: user.phone ?? '',
              absence_emails: user.absence_emails,
            }}
            onSaved={close}
          />
          <LanguageForm language={user.language ?? null} />
          <ChangePasswordForm onChanged={close} />
          <TwoFactorSection />
          <SessionsSection />
        </div>
      )}
    </Modal>
  );
}
