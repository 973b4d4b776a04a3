import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmFailedLogin, recordPendingLogin } from '../../src/modules/auth/login-attempts.repository';
import { createUser, type FactoryUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A school signs in from behind one address. Only failures count, the account limit stays strict,
 * and the address limit (LOGIN_IP_MAX_FAILURES, 100 by default) slows password spraying only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/** Runs `task` over the items with at most `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return results;
}

// Hundreds of password hashes: CPU-bound, so on a busy machine they take minutes, not seconds. The
// limit is the machine's pace, not a condition the test waits for.
const HASHING = { timeout: 240_000 };

describe('sign-in from one address', () => {
  it('lets correct sign-ins in parallel through, however many', async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const answers = await Promise.all(users.map((u) => login(u.email, u.password, ip)));
    expect(answers.map((a) => a.statusCode)).toEqual(users.map(() => 200));
  });

  it('signs in 300 users of one school behind one address, a few typos among them', HASHING, async () => {
    const ip = freshIp();
    const users: FactoryUser[] = [];
    for (let i = 0; i < 300; i++) users.push(await createUser(t.db));
    // Every tenth user mistypes once first, as people do.
    const typos = await inBatches(
      users.filter((_, i) => i % 10 === 0),
      10,
      (u) => login(u.email, 'typo', ip),
    );
    expect(typos.every((a) => a.statusCode === 401)).toBe(true);
    const answers = await inBatches(users, 10, (u) => login(u.email, u.password, ip));
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);
  });

  it('slows password spraying across accounts once the address has 100 failures', HASHING, async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: 101 }, () => createUser(t.db)));
    const guesses = await inBatches(users.slice(0, 100), 10, (u) => login(u.email, 'Summer2026!', ip));
    expect(guesses.every((a) => a.statusCode === 401)).toBe(true);
    const next = await login(users[100]!.email, users[100]!.password, ip);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await login(users[100]!.email, users[100]!.password, freshIp())).statusCode).toBe(200);
  });

  it('lets one account sign in on many devices at once (a shared class login)', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(user.email, user.password, ip)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });

  it('counts guesses still being checked even when the owner signs in meanwhile', async () => {
    const user = await createUser(t.db);
    // Four guesses are in flight (their passwords not yet checked) when the owner signs in.
    const guesses = [];
    for (let i = 0; i < 4; i++) guesses.push(await recordPendingLogin(t.db, user.email));
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
    for (const id of guesses) await confirmFailedLogin(t.db, id, freshIp());
    // The owner's success forgave what had failed before it, not what was still being tried.
    expect((await login(user.email, 'guess-a', freshIp())).statusCode).toBe(401);
    expect((await login(user.email, 'guess-b', freshIp())).statusCode).toBe(429);
  });

  it('ignores attempts whose check never finished (a node stopped mid sign-in)', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) await recordPendingLogin(t.db, user.email);
    await t.db
      .updateTable('login_attempts')
      .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .where('email', '=', user.email)
      .execute();
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  it('keeps the account limit strict: parallel guesses at one account never exceed it', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `guess-${i}`, freshIp())),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(15);
  });
});
