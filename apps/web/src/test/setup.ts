import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/session';
import { loadToasts } from '@/lib/toast';
import { startEnglish } from './i18n';

// findBy and waitFor wait up to 4 s, not 1: on a loaded CI machine a list's first page can take
// longer than a second to render, and a wait that succeeds sooner returns at once.
configure({ asyncUtilTimeout: 4000 });

// Each file starts as if in a new window: files share one between them (isolate: false).
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
document.documentElement.removeAttribute('lang');
// Effects after paint on a timer: Preact's own requestAnimationFrame fallback cancels a frame from a
// timer, which throws once a test file's jsdom is torn down (it takes cancelAnimationFrame away).
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);

await startEnglish();

// Loaded up front, so that a toast shows in the same tick as in the app after its first one.
await loadToasts();

afterEach(() => {
  cleanup();
  toast.dismiss();
  signOut();
  vi.unstubAllGlobals();
});

// jsdom has no canvas: charts draw nothing, and their figures are read from the list beside them.
vi.mock('react-chartjs-2', () => ({
  Pie: () => null,
  Doughnut: () => null,
  Bar: () => null,
  Line: () => null,
  Radar: () => null,
}));

// jsdom lacks what Radix popovers and the console layout reach for.
Object.assign(window, {
  // The public layout scrolls to the top of each new page.
  scrollTo: () => {},
  // Width queries are answered for jsdom's 1024-pixel window (the desktop layout); others, such
  // as prefers-reduced-motion, do not match.
  matchMedia: (query: string): Partial<MediaQueryList> => ({
    matches: Number(/\(min-width:\s*(\d+)px\)/.exec(query)?.[1] ?? Infinity) <= window.innerWidth,
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
