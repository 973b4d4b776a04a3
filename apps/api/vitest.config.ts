import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Migrates once; each file's database is a copy (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Each file gets its own database, so files can run side by side.
    fileParallelism: true,
    // One fork per core. Vitest keeps a core for itself by default, which on two cores ran the
    // files one at a time; its main process only collects results.
    maxWorkers: os.availableParallelism(),
    // A fork runs its files one after another with the modules it has already loaded: the app is
    // built from the config each file passes (createTestApp), so nothing of one file's state is
    // in a module. Loading the app afresh for each of ~90 files cost 150 s of a 450 s run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
