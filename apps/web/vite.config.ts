/// <reference types="vitest/config" />
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API (apps/api) listens on port 3000 and serves the built app itself in production;
// in development Vite serves the app and forwards API and uploaded-file requests to it.
const apiOrigin = 'http://localhost:3000';

/**
 * The app renders with Preact through preact/compat, in the build and in the unit tests alike
 * (docs/decisions.md, "Preact for React"): React's names are aliases, so the code and its libraries
 * still import `react`. React's own runtime is about 55 KB gzipped more on every first visit.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // React 17's useSyncExternalStore for older Reacts (react-i18next): preact/compat has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  // No Fast Refresh: it speaks to React's renderer, not Preact's; an edited component reloads the page.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactForReact],
    // Vitest resolves a library as Node would, and so picks its CommonJS file where it has one
    // (react-router, lucide-react, Testing Library, react-remove-scroll): its require('react')
    // would load React itself beside Preact. The tests take the ES module build that the app's
    // build takes, whose imports of React go through the aliases above.
    ...(process.env.VITEST ? { conditions: ['module'], mainFields: ['module'] } : {}),
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/storage': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists every page's chunks and their imports; scripts/perf-web.mjs reads it.
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's useOptimistic by a computed name and does without it.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed into by user-event take seconds of jsdom work on a busy two-core machine; the
    // default 5 s failed tests there that pass alone. A test that hangs still fails.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One worker per core: Vitest keeps a core for itself by default, which on two cores ran the
    // files one at a time (102 s; 71 s with two).
    maxWorkers: os.availableParallelism(),
    // A worker runs its files one after another in one window with the modules it has loaded:
    // setting up jsdom and loading the app afresh for each file was 200 s of a 400 s run. The
    // setup file gives each file a fresh start (English, no session, no stored state, at /).
    isolate: false,
    // Libraries that import React run through Vite, so that the aliases above apply to them too
    // (Node would load React itself for an external one: two renderers in one test).
    server: {
      deps: {
        inline: [
          /@testing-library\/(react|user-event)/,
          /@floating-ui\/react-dom/,
          /react-remove-scroll/,
          /react-style-singleton/,
          /use-callback-ref/,
          /use-sidecar/,
          /react-router/,
          /react-i18next/,
          /@tanstack\/react-query/,
          /sonner/,
          /@radix-ui\//,
          /react-hook-form/,
          /@hookform\//,
          /lucide-react/,
          /react-chartjs-2/,
          /use-sync-external-store/,
        ],
      },
    },
  },
});
