import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { RateLimitCounts } from './rate-limit-store';

/** Tells a worker which place it fills: 0 is the one that runs the mail sweep. */
export const WORKER_SLOT_ENV = 'SCHOOLWISE_WORKER_SLOT';

/**
 * A worker that dies this soon after it was started counts as a crash loop: the next one waits
 * twice as long as the last, from FIRST_RESTART_MS up to MAX_RESTART_MS. One that lived longer
 * is replaced at once and the wait starts over.
 */
const STEADY_AFTER_MS = 30_000;
const FIRST_RESTART_MS = 100;
const MAX_RESTART_MS = 30_000;
/** Beyond the workers' own grace for requests in flight, before the primary kills what is left. */
const STOP_MARGIN_MS = 5_000;

interface Slot {
  worker: Worker | null;
  startedAt: number;
  quickDeaths: number;
  restart: NodeJS.Timeout | null;
}

/**
 * The primary of `config.workers` API processes sharing one port (node:cluster hands each new
 * connection to the next worker). The database is already prepared: workers only serve.
 * `onListening` runs once, when every worker has accepted connections. A worker that dies is
 * replaced; SIGTERM or SIGINT drains every worker, then the primary exits (0 when all of them
 * exited 0). If no worker ever gets to listen (the port is taken, the app cannot start), the
 * primary stops with 1 rather than start them over and over.
 */
export function runPrimary(config: Config, onListening: () => void): void {
  const counts = new RateLimitCounts();
  setInterval(() => counts.prune(), 60_000).unref();
  const slots: Slot[] = Array.from({ length: config.workers }, () => ({
    worker: null,
    startedAt: 0,
    quickDeaths: 0,
    restart: null,
  }));
  const listenedSlots = new Set<number>();
  let stopping = false;
  let failed = false;

  const log = (level: number, msg: string, extra: Record<string, unknown> = {}) =>
    process.stderr.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...extra })}\n`);

  const finishIfAllGone = () => {
    if (slots.some((slot) => slot.worker)) return;
    process.exit(failed ? 1 : 0);
  };

  const start = (slot: Slot, index: number) => {
    slot.restart = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(index) });
    slot.worker = worker;
    worker.on('message', (message: unknown) =>
      counts.answer(message, (answer) => {
        if (worker.isConnected()) worker.send(answer);
      }),
    );
    worker.once('listening', () => {
      if (listenedSlots.size === slots.length) return;
      listenedSlots.add(index);
      if (listenedSlots.size === slots.length) onListening();
    });
    worker.once('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) {
        if (code !== 0) failed = true;
        finishIfAllGone();
        return;
      }
      if (listenedSlots.size === 0) {
        log(60, 'a worker stopped before serving: not starting it again', { code, signal });
        failed = true;
        stop();
        return;
      }
      slot.quickDeaths = Date.now() - slot.startedAt < STEADY_AFTER_MS ? slot.quickDeaths + 1 : 0;
      const wait =
        slot.quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** (slot.quickDeaths - 1));
      log(50, 'a worker died: starting another', {
        worker: worker.process.pid,
        code,
        signal,
        restartInMs: wait,
      });
      slot.restart = setTimeout(() => start(slot, index), wait);
    });
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const slot of slots) {
      if (slot.restart) clearTimeout(slot.restart);
      // Each worker finishes its requests in flight (drainAndClose) and exits.
      slot.worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log(50, 'workers still running after the shutdown grace: killing them');
      failed = true;
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
    }, config.shutdownGraceMs + STOP_MARGIN_MS).unref();
    finishIfAllGone();
  };

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  slots.forEach(start);
}
