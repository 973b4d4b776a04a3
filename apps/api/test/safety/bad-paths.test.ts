import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { createUser } from '../helpers/factories';
import { bearer } from '../helpers/http';
import { mintToken } from '../helpers/route-requests';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A path no route, file or page can have (NUL or another control character, a `.` or `..` segment
 * however it is encoded, an encoding that does not decode) is a 400 with the envelope under every
 * prefix, with or without the web app built; nothing on a path is ever a 500. Sent over real HTTP,
 * as a client sends it: an injected request goes through a URL parser that resolves `..` first.
 */
const BAD_REQUEST = { success: false, message: 'Bad request. Please check your input.' };

let t: TestApp;
let dir: string;
let sa: string;
/** The same API twice: as tests build it (no web app) and with a built web app to serve. */
const servers: Record<'without web app' | 'with web app', { app: FastifyInstance; port: number }> =
  {} as never;

beforeAll(async () => {
  t = await createTestApp();
  sa = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Schoolwise</title>');
  await fs.writeFile(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // A stored file, so that bad paths are also tried right next to a real one.
  await fs.mkdir(path.join(t.config.storageDir, 'school-logos'), { recursive: true });
  await fs.writeFile(path.join(t.config.storageDir, 'school-logos', 'logo.png'), 'png');
  for (const [name, webDist] of [
    ['without web app', null],
    ['with web app', dir],
  ] as const) {
    const app =
      webDist === null ? t.app : await buildApp({ ...t.config, webDist }, { db: connect(t.config.database) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers[name] = { app, port: (app.server.address() as net.AddressInfo).port };
  }
});
afterAll(async () => {
  await servers['with web app'].app.close();
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** GET over HTTP with the path sent exactly as written. */
function get(port: number, target: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = token ? bearer(token) : {};
    // A connection each (agent: false): one the server closed after a 400 is never reused.
    const request = http.request({ host: '127.0.0.1', port, path: target, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every part of the app a path can be under: the site, the API and its consoles, files, docs. */
const PREFIXES = [
  '',
  '/login',
  '/api',
  '/api/health',
  '/api/superadmin',
  '/api/superadmin/users',
  '/api/school',
  '/api/school-admin',
  '/api/docs',
  '/api/docs/static',
  '/storage',
  '/storage/school-logos',
  '/storage/school-logos/logo.png',
  '/assets',
  '/assets/app-1a2b.js',
  '/index.html',
];

/** What follows the prefix: NUL and control characters, dot segments however encoded, bad encodings. */
const BAD = [
  '/%00',
  '/foo%00',
  '%00',
  '/%00x',
  '/x%00.png',
  '/%0a',
  '/%0d%0aSet-Cookie:%20a=b',
  '/%1b[31m',
  '/%7f',
  '/..',
  '/../../etc/passwd',
  '/./x',
  '/%2e%2e',
  '/%2E%2E/%2e%2e/etc/passwd',
  '/%2e',
  '/.%2e/x',
  '/..%2f..%2fetc%2fpasswd',
  '/..%2F..%2F..%2Fetc%2Fpasswd',
  '/..%5c..%5cwindows%5cwin.ini',
  '/..\\..\\etc\\passwd',
  '/%C0%AE%C0%AE/etc/passwd',
  '/%C0%AF',
  '/%E0%80%AE',
  '/%ED%A0%80',
  '/%ff',
  '/%fe%ff',
  '/%',
  '/%2',
  '/%zz',
  '/x%',
];

describe.each(['without web app', 'with web app'] as const)('%s', (name) => {
  it('answers every bad path under every prefix 400 with the envelope', async () => {
    const { port } = servers[name];
    for (const prefix of PREFIXES) {
      // `%00` straight after the host is no request target at all: that is for the HTTP parser.
      for (const bad of BAD.filter((b) => prefix || b.startsWith('/'))) {
        const target = `${prefix}${bad}`;
        // A superadmin passes every route's permission check, which comes first (401/403 before 400).
        const res = await get(port, target, sa);
        expect([target, res.status, JSON.parse(res.body)]).toEqual([target, 400, BAD_REQUEST]);
        // Unsigned, a path that could be a route's that needs a permission is 401 instead.
        const unsigned = await get(port, target);
        expect([target, unsigned.status === 400 || unsigned.status === 401]).toEqual([target, true]);
        expect(JSON.parse(unsigned.body)).toMatchObject({ success: false });
      }
    }
  });

  it('answers a path that only cannot name a file (too long, a file taken for a folder) without a 500', async () => {
    const { port } = servers[name];
    for (const target of [
      `/${'a'.repeat(300)}`,
      `/storage/${'a'.repeat(300)}.png`,
      `/assets/${'b'.repeat(300)}.js`,
      '/index.html/x',
      '/assets/app-1a2b.js/x',
      '/storage/school-logos/logo.png/x',
      `/api/${'c'.repeat(300)}`,
    ]) {
      const res = await get(port, target);
      expect([target, res.status < 500]).toEqual([target, true]);
      // A page of the web app (200) or a JSON 404, as for any path that names nothing.
      if (res.status !== 200) expect(JSON.parse(res.body)).toMatchObject({ success: false });
    }
  });

  it('still serves what the paths next to them name', async () => {
    const { port } = servers[name];
    expect(await get(port, '/storage/school-logos/logo.png')).toEqual({ status: 200, body: 'png' });
    expect((await get(port, '/api/health')).status).toBe(200);
    expect((await get(port, '/%61pi/health')).status).toBe(200);
    if (name === 'with web app') {
      expect(await get(port, '/assets/app-1a2b.js')).toEqual({ status: 200, body: 'console.log(1)' });
      expect((await get(port, '/login')).body).toBe('<!doctype html><title>Schoolwise</title>');
    }
  });

  it('answers a raw control byte in the request line 400, and keeps serving', async () => {
    const { port } = servers[name];
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /a\u0000b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await get(port, '/api/health')).status).toBe(200);
  });
});
