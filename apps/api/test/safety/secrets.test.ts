import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/db/connect';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { startServer, waitForHealth } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { freePort } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The token of a reset link in a text, if any. */
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(text)?.[1];

describe('a reset link sent over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reaches the user, and the copy kept in the outbox holds no live token', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    let row;
    for (let i = 0; i < 100; i++) {
      row = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', user.email)
        .executeTakeFirst();
      if (row?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (row?.status !== 'sent') throw new Error(`the mail was not sent: ${row?.status}`);
    const delivered = smtp.messages.find((m) => m.includes(user.email))!;
    expect(tokenIn(delivered.replace(/=\r\n/g, ''))).toBeDefined();
    expect(tokenIn(row.body)).toBeUndefined();
    expect(row.body).toContain('reset-password?token=[redacted]');
  });
});

describe('a server without SMTP outside production', () => {
  it('logs the mail and where the outbox keeps it, never the token of its link', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const user = await createUser(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      // With no SMTP server the outbox row is the delivery: it keeps the link for the operator.
      const row = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', user.email)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('logged');
      const token = tokenIn(row.body)!;
      expect(token).toBeDefined();

      const mailLines = info.mock.calls.filter(
        ([fields]) => typeof fields === 'object' && fields !== null && 'mail' in fields,
      );
      expect(mailLines).toHaveLength(1);
      const logged = JSON.stringify(mailLines);
      expect(logged).toContain(user.email);
      expect(logged).toContain(`table mail_outbox, id ${row.id}`);
      expect(logged).toContain('reset-password?token=[redacted]');
      expect(logged).not.toContain(token);
    } finally {
      info.mockRestore();
      await t.close();
    }
  });
});

describe('a server in production', () => {
  it('logs no reset token and does not print a superadmin password it was given', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schoolwise-secrets-'));
    const file = path.join(dir, 'db.sqlite');
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `sqlite:${file}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SUPERADMIN_PASSWORD: 'Given#Secret2026',
    });
    try {
      await waitForHealth(port);
      const res = await fetch(`http://127.0.0.1:${port}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com' }),
      });
      expect(res.status).toBe(200);
      const db = connect({ kind: 'sqlite', file });
      const mail = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      await db.destroy();
      const token = tokenIn(mail.body)!;
      expect(token).toBeDefined();
      server.child.kill('SIGTERM');
      await server.exited;
      const output = server.stdout() + server.stderr();
      expect(output).toContain('kept in table mail_outbox');
      expect(output).not.toContain('reset-password?token=');
      expect(output).not.toContain(token);
      expect(output).not.toContain('Given#Secret2026');
      expect(output).toContain('superadmin@example.com / (the SUPERADMIN_PASSWORD you set)');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
