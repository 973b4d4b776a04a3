// `npm test`: the three suites, the browser one beside the other two. The browser suite waits on
// pages more than it computes (it left 44% of two cores idle, 29 November 2026), so the API suite
// and then the web unit suite run meanwhile, on one worker each, leaving the browser tests a core.
// Run one after another they took 9.8 minutes, side by side 8.3 (README, "Development").
//
// Only this process writes to the terminal: the browser suite's output is passed on line by line
// as it comes, and each unit suite's is printed whole when it ends, so that its lines stay
// together (a large write of ours and one of Playwright's could otherwise cut into each other).
// A unit suite stopped by a signal still prints what it wrote. Exits non-zero when any suite fails.
import { spawn } from 'node:child_process';

/** Vitest's workers for the unit suites while the browser suite runs (`TEST_UNIT_WORKERS`). */
const UNIT_WORKERS = process.env.TEST_UNIT_WORKERS ?? '1';

const children = new Set();
/** Each unit suite's output, until printed. */
const held = new Map();
let stopping = false;

function run(name, args, { stream }) {
  const started = Date.now();
  return new Promise((resolve) => {
    // A process group of its own, so that a signal reaches the suite's every process (npm passes
    // none on to the script it runs; a terminal's Ctrl-C no longer reaches them but through us).
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    const output = [];
    held.set(child, output);
    let partial = '';
    const take = (chunk) => {
      if (!stream) return void output.push(chunk);
      const text = partial + chunk.toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      partial = text.slice(end);
      if (end > 0) process.stdout.write(text.slice(0, end));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let finished = false;
    const finish = (ok, how) => {
      // A child that could not start may report 'error' and then 'close'.
      if (finished) return;
      finished = true;
      children.delete(child);
      // Printed once: a signal may have printed it already (below).
      if (stream) process.stdout.write(partial);
      else if (held.delete(child)) process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n== ${name}: ${ok ? 'passed' : `failed (${how})`} in ${seconds} s\n`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ?? `exit ${code}`));
  });
}

// Stopped (Ctrl-C, or a CI job's time up): the suites are stopped too, and what the unit suites
// had written is printed before this process ends, since that is when it is wanted most.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const output of held.values()) process.stdout.write(Buffer.concat(output));
    held.clear();
    for (const child of children) process.kill(-child.pid, signal);
  });
}

const vitest = (workspace) => ['test', '-w', workspace, '--', `--maxWorkers=${UNIT_WORKERS}`];
const browser = run('browser (Playwright)', ['run', 'e2e', '-w', '@school/web'], { stream: true });
const units = (async () => {
  const api = await run('API (vitest)', vitest('@school/api'), { stream: false });
  const web = !stopping && (await run('web unit (vitest)', vitest('@school/web'), { stream: false }));
  return api && web;
})();
const results = await Promise.all([units, browser]);
process.exit(results.every(Boolean) && !stopping ? 0 : 1);
