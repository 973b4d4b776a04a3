import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/session';

afterEach(() => {
  cleanup();
  toast.dismiss();
  signOut();
  vi.unstubAllGlobals();
});

// jsdom lacks what Radix popovers and the console layout reach for.
Object.assign(window, {
  matchMedia: (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }),
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Object.assign(Element.prototype, {
  scrollIntoView() {},
  hasPointerCapture: () => false,
  setPointerCapture() {},
  releasePointerCapture() {},
});
