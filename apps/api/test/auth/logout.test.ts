import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { auditsOf, tokenId, tokenRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers, remoteAddress: freshIp() });
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });
const secret = () => randomBytes(30).toString('base64url');

describe('POST /api/logout', () => {
  it('revokes the presented token: it answers 200, then the token is refused', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);

    const res = await logout({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });

    expect(await tokenRow(t.db, token)).toBeUndefined();
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
    // Logging out twice with the same token is no longer possible.
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it("leaves the user's other tokens working", async () => {
    const user = await createUser(t.db);
    const first = await signIn(t.app, user.email, user.password);
    const second = await signIn(t.app, user.email, user.password);
    expect((await logout({ authorization: `Bearer ${first.token}` })).statusCode).toBe(200);

    expect((await me(first.token)).statusCode).toBe(401);
    const still = await me(second.token);
    expect(still.statusCode).toBe(200);
    expect(still.json().data.id).toBe(user.id);
    expect(await tokenRow(t.db, second.token)).toBeDefined();
  });

  it("does not touch another user's tokens", async () => {
    const alice = await createUser(t.db);
    const bob = await createUser(t.db);
    const a = await signIn(t.app, alice.email, alice.password);
    const b = await signIn(t.app, bob.email, bob.password);
    await logout({ authorization: `Bearer ${a.token}` });
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('writes a user_logout audit entry for the user, with IP and user agent', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const ip = freshIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'logout-test-agent' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const entries = await auditsOf(t.db, user.id, 'user_logout');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: user.id, ip_address: ip, user_agent: 'logout-test-agent' });
  });

  describe('answers 401 and revokes nothing', () => {
    it('without a token', async () => {
      const res = await logout();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    });

    it('with a malformed token', async () => {
      const user = await createUser(t.db);
      const { token } = await signIn(t.app, user.email, user.password);
      const malformed = [
        'Bearer not-a-token',
        `Bearer ${token.split('|')[1]}`, // secret without the id
        `Bearer ${tokenId(token)}|short`, // secret too short
        `Bearer ${token}!`, // character outside base64url
        `Basic ${token}`, // wrong scheme
        token, // no scheme at all
        'Bearer ',
      ];
      for (const authorization of malformed) {
        const res = await logout({ authorization });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json(), authorization).toEqual({ success: false, message: 'Unauthenticated.' });
      }
      expect((await me(token)).statusCode).toBe(200);
    });

    it('with an unknown token id', async () => {
      const res = await logout({ authorization: `Bearer 987654321|${secret()}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    });

    it('with the right id but a wrong secret, and the real token stays valid', async () => {
      const user = await createUser(t.db);
      const { token } = await signIn(t.app, user.email, user.password);
      const forged = `${tokenId(token)}|${secret()}`;
      const res = await logout({ authorization: `Bearer ${forged}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
      expect(await tokenRow(t.db, token)).toBeDefined();
      expect((await me(token)).statusCode).toBe(200);
      expect(await auditsOf(t.db, user.id, 'user_logout')).toHaveLength(0);
    });
  });
});
