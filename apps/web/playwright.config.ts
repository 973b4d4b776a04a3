import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A port of its own per run (workers inherit it through the environment), so that two runs on one
// machine do not meet; E2E_PORT picks one. Chromium refuses the ports it deems unsafe
// (ERR_UNSAFE_PORT); 3659 is the one of them in this range, and a run whose pid led to it failed
// every page.
const CHROMIUM_UNSAFE_PORTS = new Set([3659]);
const byPid = 3100 + (process.pid % 800);
process.env.E2E_PORT ??= String(CHROMIUM_UNSAFE_PORTS.has(byPid) ? byPid + 1 : byPid);
const PORT = Number(process.env.E2E_PORT);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium`);
}

// The real server on a database of its own: built web app, migrations, first-run seed. A folder
// this run made is removed after it (e2e/global-teardown.ts); one given as E2E_DATA_DIR is kept.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'schoolwise-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A limit that catches a hang, not a busy machine: a test of a few pages passes in 10-20 s on a
  // quiet one and took over 30 s beside other work. Long walks size theirs by `allowForPages`.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action (DOM snapshots, screenshots) to keep the failures' only: a third
    // of the suite's time (auth and users specs: 68 s without, 91 to 100 s with). CI keeps no
    // files of a run, only its output, so there it records none; locally a failure leaves one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
      STORAGE_DIR: path.join(dataDir, 'storage'),
      LOG_LEVEL: 'warn',
      // Absence e-mails due after their delay go out within a second, not a minute.
      MAIL_SWEEP_SECONDS: '1',
    },
  },
});
