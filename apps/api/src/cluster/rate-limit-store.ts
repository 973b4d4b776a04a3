import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/*
 * Rate limits of several workers on one machine, counted once. @fastify/rate-limit keeps its
 * counts in the memory of each process, so with N workers and no Redis a limit of 5 would let
 * about 5 × N through. Each worker asks the primary instead, over the cluster's IPC channel: one
 * count per key for the whole machine, as Redis gives several machines.
 */

interface CountRequest {
  type: 'rate-limit:incr';
  id: number;
  key: string;
  timeWindow: number;
}

interface CountAnswer {
  type: 'rate-limit:count';
  id: number;
  current: number;
  ttl: number;
}

type Count = { current: number; ttl: number };

/** A primary that does not answer (stopping, stuck) lets the request through rather than hold it. */
const ANSWER_WITHIN_MS = 1000;

function isAnswer(message: unknown): message is CountAnswer {
  return (message as { type?: unknown } | null)?.type === 'rate-limit:count';
}

function isRequest(message: unknown): message is CountRequest {
  return (message as { type?: unknown } | null)?.type === 'rate-limit:incr';
}

let nextId = 0;
const waiting = new Map<number, (count: Count) => void>();
let listening = false;

function askPrimary(key: string, timeWindow: number): Promise<Count> {
  if (!process.send) return Promise.reject(new Error('not a worker: no primary to count rate limits'));
  if (!listening) {
    listening = true;
    process.on('message', (message) => {
      if (isAnswer(message)) waiting.get(message.id)?.(message);
    });
  }
  const id = nextId++;
  return new Promise<Count>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not count the rate limit in time'));
    }, ANSWER_WITHIN_MS);
    timer.unref();
    waiting.set(id, (count) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(count);
    });
    const request: CountRequest = { type: 'rate-limit:incr', id, key, timeWindow };
    process.send!(request);
  });
}

/** The worker's side: the `store` of @fastify/rate-limit, one child per limited route. */
export class PrimaryRateLimitStore implements FastifyRateLimitStore {
  constructor(
    _options?: unknown,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
    askPrimary(`${this.prefix}${key}`, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    // As the Redis store names its keys: each route counts on its own.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new PrimaryRateLimitStore(undefined, `${String(route?.method)}${String(route?.url)}-`);
  }
}

/**
 * The primary's side: fixed windows, as the in-memory and Redis stores count (the first request
 * of a key opens a window of `timeWindow`; every request in it counts).
 */
export class RateLimitCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  /** Forgets windows that have ended, so addresses seen once do not pile up. */
  prune(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  /** Answers a worker's count requests; other messages are left to their own listeners. */
  answer(message: unknown, reply: (answer: CountAnswer) => void): void {
    if (!isRequest(message)) return;
    reply({ type: 'rate-limit:count', id: message.id, ...this.incr(message.key, message.timeWindow) });
  }
}
