import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRoleByName } from '../../src/modules/users/users.repository';
import { createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SERVER_ERROR = { success: false, message: 'Server error. Please try again later.' };
const BAD_REQUEST = { success: false, message: 'Bad request. Please check your input.' };
const NOT_FOUND = { success: false, message: 'Resource not found.' };
const SECRET_DETAIL = 'db password hunter2 at /srv/internal/secret.ts:42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Routes that fail the way real code can, to see what a client gets back.
      beforeReady: (app) => {
        app.get('/api/__test/throw', async () => {
          throw new Error(SECRET_DETAIL);
        });
        app.get('/api/__test/throw-500-with-status', async () => {
          throw Object.assign(new Error(SECRET_DETAIL), { statusCode: 502 });
        });
        app.get('/api/__test/bad-sql', async () => {
          await sql`select secret_column from no_such_table_hunter2`.execute(app.db);
          return { success: true };
        });
        app.get('/api/__test/duplicate', async () => {
          const user = await createUser(app.db, { roles: ['teacher'] });
          await assignRoleByName(app.db, user.id, 'teacher');
          return { success: true };
        });
        app.get('/api/__test/duplicate-email', async () => {
          const user = await createUser(app.db);
          await createUser(app.db, { email: user.email });
          return { success: true };
        });
        app.get('/api/__test/reject-non-error', async () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
          throw SECRET_DETAIL;
        });
      },
    },
  );
});
afterAll(() => t.close());

const leaksNothing = (body: string) => {
  expect(body).not.toContain('hunter2');
  expect(body).not.toContain('/srv/internal');
  expect(body).not.toMatch(/stack|at .+\.ts:\d+/i);
};

describe('not found', () => {
  it.each(['/api/nope', '/api/superadmin/nothing-here/1', '/api', '/no-such-page'])(
    'answers 404 in the envelope for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND);
    },
  );

  it('answers 404 for a known path with another method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('malformed requests', () => {
  it('answers 400 in the envelope to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "a@example.com", "password": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_REQUEST);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"email"'],
    ['a number', '42'],
    ['empty', ''],
  ])('answers 400 to a JSON body that is %s instead of an object', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_REQUEST);
  });

  it('answers 400 to a POST without a body where one is needed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_REQUEST);
  });

  it('answers 400 on an authenticated route too, after authentication', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await as(t.app, token, {
      method: 'PUT',
      url: '/api/me',
      payload: '{broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_REQUEST);
  });

  it('answers 413 in the envelope to a JSON body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The upload is too large.' });
  });

  it('answers 415 in the envelope to an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Unsupported media type.' });
  });

  it('answers 422 with one message per broken rule, even when a value has the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 5, password: [] },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Email is required.',
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    });
  });
});

describe('server errors never leak internals', () => {
  it.each([
    ['a thrown Error', '/api/__test/throw'],
    ['an error with a 5xx status', '/api/__test/throw-500-with-status'],
    ['a database error', '/api/__test/bad-sql'],
    ['a thrown non-Error value', '/api/__test/reject-non-error'],
  ])('answers 500 with the generic message for %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SERVER_ERROR);
    leaksNothing(res.body);
  });

  it('answers 409 for a unique constraint that slipped past the checks, without the SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Conflict. This resource already exists.' });
    expect(res.body).not.toMatch(/role_user|users|constraint|UNIQUE/i);
  });

  it('answers 422 with the field when the unique value is one a client chooses, without the SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/duplicate-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Email has already been taken.',
      errors: { email: ['Email has already been taken.'] },
    });
    expect(res.body).not.toMatch(/users\.|constraint|UNIQUE/i);
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });
});

describe('GET /api/docs/json', () => {
  it('answers an OpenAPI document with the authentication and profile paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    for (const path of [
      '/api/login',
      '/api/logout',
      '/api/me',
      '/api/me/password',
      '/api/me/profile-picture',
      '/api/forgot-password',
      '/api/reset-password',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths['/api/me'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(Object.keys(doc.paths['/api/me/profile-picture'])).toEqual(
      expect.arrayContaining(['post', 'delete']),
    );
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/health'],
    ['an error answer', '/api/nope'],
  ])('are sent on %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
