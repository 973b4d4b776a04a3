import { vi } from 'vitest';

export type ApiReply = { status: number; body?: unknown } | { networkError: true };

/**
 * Replaces the global fetch with canned answers keyed by "METHOD /api/path". A request nobody
 * expected fails the way a lost connection does, and is reported.
 */
export function mockApi(replies: Record<string, ApiReply>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const reply = replies[key];
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
