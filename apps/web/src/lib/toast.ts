import type * as Sonner from 'sonner';
import { underMaintenance } from './maintenance';

/** Spec 01 sections 4 and 9: every toast closes itself after 5 s and stacks at the top right. */
export const TOAST_OPTIONS = {
  duration: 5000,
  position: 'top-right',
  closeButton: true,
} as const;

type SonnerModule = typeof Sonner;
type ToastType = 'success' | 'error' | 'warning' | 'info';

let loaded: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the toast library. It comes with the first toast (or earlier, when a screen expects
 * to need one) rather than with every page: the public pages show none until a form is sent.
 */
export function loadToasts(): Promise<SonnerModule> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // a later toast tries again
      throw error;
    },
  );
  return loading;
}

/** For the Toaster: the library once loaded, and a way to hear when it is. */
export const loadedToastLibrary = (): SonnerModule | null => loaded;
export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(type: ToastType, message: string): void {
  if (loaded) {
    loaded.toast[type](message);
    return;
  }
  loadToasts().then(
    (module) => module.toast[type](message),
    (error: unknown) => console.error(`Could not show the ${type} toast "${message}"`, error),
  );
}

/** The four toast types of the product; screens use these rather than sonner directly. */
export const toast = {
  success: (message: string) => show('success', message),
  // During maintenance the console shows one page that says so, not a toast per failed call.
  error: (message: string) => {
    if (!underMaintenance()) show('error', message);
  },
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};
