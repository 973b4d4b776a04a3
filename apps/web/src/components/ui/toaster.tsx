import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedToastLibrary, subscribeToToastLibrary, TOAST_OPTIONS } from '@/lib/toast';

/**
 * The toast stack; it appears once the toast library has been loaded (see lib/toast.ts). It sits
 * outside the app's Suspense boundary, so it never waits for messages: `common` is loaded before
 * the first screen and before each change of language.
 */
export function Toaster() {
  const { t } = useTranslation('common', { useSuspense: false });
  const sonner = useSyncExternalStore(subscribeToToastLibrary, loadedToastLibrary);
  return sonner ? (
    <sonner.Toaster
      {...TOAST_OPTIONS}
      richColors
      containerAriaLabel={t('notifications.label')}
      toastOptions={{ closeButtonAriaLabel: t('notifications.close_toast') }}
    />
  ) : null;
}
