import { vi } from 'vitest';

export type ApiReply = { status: number; body?: unknown } | { networkError: true };

const isList = (given: ApiReply | readonly ApiReply[]): given is readonly ApiReply[] => Array.isArray(given);

/** The answer to a key's `count`-th call (from 0): a list's answers in turn, its last one after. */
function replyOf(given: ApiReply | readonly ApiReply[] | undefined, count: number): ApiReply | undefined {
  if (given === undefined || !isList(given)) return given;
  return given[Math.min(count, given.length - 1)];
}

/**
 * Replaces the global fetch with canned answers keyed by "METHOD /api/path"; a list of answers is
 * given one a call, its last one again and again. A request nobody expected fails the way a lost
 * connection does, and is reported.
 */
export function mockApi(replies: Record<string, ApiReply | readonly ApiReply[]>) {
  const calls = new Map<string, number>();
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const given = replies[key];
    const count = calls.get(key) ?? 0;
    calls.set(key, count + 1);
    const reply = replyOf(given, count);
    if (!reply) console.error(`Unexpected request in test: ${key}`);
    if (!reply || 'networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return Promise.resolve(
      new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A request a test will never answer: for states that last while a call is pending. */
export function mockPendingApi() {
  const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with the calls to `METHOD /api/path` so far, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** The calls made other than those to the keys given (a screen's own loading, say). */
export function otherCalls(fetchMock: ReturnType<typeof mockApi>, ...keys: string[]): string[] {
  return fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
    .filter((key) => !keys.includes(key));
}
