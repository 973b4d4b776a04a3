import { useSyncExternalStore } from 'react';
import { loadedToastLibrary, subscribeToToastLibrary, TOAST_OPTIONS } from '@/lib/toast';

/** The toast stack; it appears once the toast library has been loaded (see lib/toast.ts). */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeToToastLibrary, loadedToastLibrary);
  return sonner ? <sonner.Toaster {...TOAST_OPTIONS} richColors /> : null;
}
