// `npm test`: the three suites, the browser one beside the other two. The browser suite waits on
// pages more than it computes (it left 44% of two cores idle, 29 November 2026), so the API suite
// and then the web unit suite run meanwhile, on one worker each, leaving the browser tests a core.
// Run one after another they took 9.8 minutes, side by side 8.3 (README, "Development").
//
// The browser suite's output streams as it runs; each unit suite's is printed whole when it ends,
// so that its lines stay together. Exits non-zero when any suite fails.
import { spawn } from 'node:child_process';

/** Vitest's workers for the unit suites while the browser suite runs (`TEST_UNIT_WORKERS`). */
const UNIT_WORKERS = process.env.TEST_UNIT_WORKERS ?? '1';

function run(name, args, { stream }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    const output = [];
    if (!stream) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (!stream) process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      console.log(
        `\n== ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      resolve(ok);
    });
  });
}

const vitest = (workspace) => ['test', '-w', workspace, '--', `--maxWorkers=${UNIT_WORKERS}`];
const browser = run('browser (Playwright)', ['run', 'e2e', '-w', '@school/web'], { stream: true });
const units = (async () => {
  const api = await run('API (vitest)', vitest('@school/api'), { stream: false });
  const web = await run('web unit (vitest)', vitest('@school/web'), { stream: false });
  return api && web;
})();
const results = await Promise.all([units, browser]);
process.exit(results.every(Boolean) ? 0 : 1);
