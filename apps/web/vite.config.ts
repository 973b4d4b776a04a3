/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API (apps/api) listens on port 3000 and serves the built app itself in production;
// in development Vite serves the app and forwards API and uploaded-file requests to it.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed into by user-event take seconds of jsdom work on a busy two-core machine; the
    // default 5 s failed tests there that pass alone. A test that hangs still fails.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A worker runs its files one after another in one window with the modules it has loaded:
    // setting up jsdom and loading the app afresh for each file was 200 s of a 400 s run. The
    // setup file gives each file a fresh start (English, no session, no stored state, at /).
    isolate: false,
  },
});
