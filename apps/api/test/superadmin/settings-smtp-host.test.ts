import dns from 'node:dns';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { mintToken, snapshot, tableNames } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { auditsOfEvent, call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The SMTP host of the e-mail settings cannot reach into the server's own network: a host that is,
 * or resolves to, a loopback, private, link-local or other non-public address is refused when the
 * settings are saved and again for every mail (DNS may change in between), unless the operator
 * sets SMTP_ALLOW_PRIVATE_HOSTS=true. The test e-mail's failure is in words of our own: what the
 * SMTP server said goes to the server log only. settings.test.ts runs with the allowance (its
 * SMTP sink listens on 127.0.0.1); this file runs without it, as a deployment does by default.
 */
const REFUSED = 'SMTP host must be a public mail server, not a loopback, private or link-local address.';
const FAILED = {
  success: false,
  message: 'The test e-mail could not be sent. Check the SMTP settings; the server log has the reason.',
};

interface Console {
  t: TestApp;
  sa: string;
  email: string;
}
async function openConsole(env: Record<string, string> = {}): Promise<Console> {
  const t = await createTestApp(env);
  const superadmin = await createUser(t.db, { roles: ['superadmin'] });
  return { t, sa: await mintToken(t.db, superadmin.id), email: superadmin.email };
}

const mail = (smtp_host: string, smtp_port = 587) => ({
  smtp_host,
  smtp_port,
  smtp_username: null,
  smtp_password: null,
  from_name: 'Schoolwise',
  from_email: 'no-reply@schoolwise.example',
});
const saveMail = (c: Console, host: string, port?: number) =>
  call(c.t.app, c.sa, { method: 'PUT', url: '/api/superadmin/settings/email', payload: mail(host, port) });
const sendTest = (c: Console) =>
  call(c.t.app, c.sa, { method: 'POST', url: '/api/superadmin/settings/email/test' });

const realLookup = dns.promises.lookup.bind(dns.promises);
/**
 * The resolver answers `name` with each list of addresses in turn (the last from then on), as a
 * DNS server of someone's choosing would; every other name resolves as ever. Returns the spy.
 */
function resolveAs(name: string, ...answers: string[][]) {
  let calls = 0;
  return vi.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string, options: object) => {
    if (hostname !== name) return realLookup(hostname, options);
    const addresses = answers[Math.min(calls++, answers.length - 1)]!;
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  }) as never);
}
const lookupsOf = (spy: ReturnType<typeof resolveAs>, name: string) =>
  spy.mock.calls.filter(([hostname]) => hostname === name).length;

let c: Console;
let tables: string[];
let sink: SmtpSink;
beforeAll(async () => {
  c = await openConsole();
  tables = await tableNames(c.t.db);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await c.t.close();
  await sink.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetSettings(c.t.db);
});

describe('saving the e-mail settings', () => {
  it('refuses a host that is or resolves to a loopback, private, link-local or reserved address: 422, nothing changed', async () => {
    const before = await snapshot(c.t.db, tables);
    for (const host of [
      '127.0.0.1',
      'localhost',
      // Other spellings of 127.0.0.1 that the resolver takes.
      '127.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '0',
      '0.0.0.0',
      '10.0.0.1',
      '10.1',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      const res = await saveMail(c, host);
      expect([host, res.statusCode, res.json()]).toEqual([
        host,
        422,
        { success: false, message: REFUSED, errors: { smtp_host: [REFUSED] } },
      ]);
    }
    expect(await snapshot(c.t.db, tables)).toEqual(before);
  });

  it('judges every address a name resolves to, IPv6 and IPv4 inside IPv6 included', async () => {
    const before = await snapshot(c.t.db, tables);
    for (const addresses of [
      ['8.8.4.4', '10.0.0.7'],
      ['2001:4860:4860::8844', 'fd12:3456::1'],
      ['fc00::1'],
      ['fe80::1'],
      ['::1'],
      ['::'],
      ['::ffff:127.0.0.1'],
      ['64:ff9b::a9fe:a9fe'],
      ['2002:c0a8:101::1'],
      ['ff02::1'],
    ]) {
      resolveAs('smtp.mail-host.example', addresses);
      const res = await saveMail(c, 'smtp.mail-host.example');
      expect([addresses, res.statusCode, res.json().errors]).toEqual([
        addresses,
        422,
        { smtp_host: [REFUSED] },
      ]);
      vi.restoreAllMocks();
    }
    expect(await snapshot(c.t.db, tables)).toEqual(before);
  });

  it('saves a host that resolves to public addresses only, and one that does not resolve now', async () => {
    resolveAs('smtp.mail-host.example', ['8.8.4.4', '2001:4860:4860::8844']);
    const res = await saveMail(c, 'smtp.mail-host.example');
    expect([res.statusCode, res.json().data.smtp_host]).toEqual([200, 'smtp.mail-host.example']);
    // Its DNS may be down for a moment: each mail judges the host again when it is sent.
    const unknown = await saveMail(c, 'smtp.nowhere.invalid');
    expect([unknown.statusCode, unknown.json().data.smtp_host]).toEqual([200, 'smtp.nowhere.invalid']);
  });
});

describe('mail through the host of the settings', () => {
  it('is refused when the host resolves, now, to a private address: the test e-mail is 422 and nothing connects', async () => {
    const spy = resolveAs('smtp.moved.example', ['8.8.4.4'], ['127.0.0.1']);
    expect((await saveMail(c, 'smtp.moved.example', sink.port)).statusCode).toBe(200);
    const commands = sink.commands.length;
    const res = await sendTest(c);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { success: false, message: REFUSED, errors: { smtp_host: [REFUSED] } },
    ]);
    expect(sink.commands).toHaveLength(commands);
    expect(lookupsOf(spy, 'smtp.moved.example')).toBe(2);
    const entry = (await auditsOfEvent(c.t.db, 'settings_email_tested')).at(-1)!;
    expect(entry.properties).toEqual({ to: c.email, error_code: 'EHOSTREFUSED' });
  });

  it('is refused for every mail, a reset link too: kept as failed, never sent', async () => {
    resolveAs('smtp.moved.example', ['8.8.4.4'], ['127.0.0.1']);
    expect((await saveMail(c, 'smtp.moved.example', sink.port)).statusCode).toBe(200);
    const user = await createUser(c.t.db);
    const commands = sink.commands.length;
    const res = await c.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const outbox = () =>
      c.t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', user.email)
        .executeTakeFirstOrThrow();
    // Delivery runs after the answer.
    for (let i = 0; i < 100 && (await outbox()).status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await outbox()).toMatchObject({ status: 'failed', error: REFUSED });
    expect(sink.commands).toHaveLength(commands);
  });
});

describe('with SMTP_ALLOW_PRIVATE_HOSTS=true', () => {
  let allowed: Console;
  beforeAll(async () => {
    allowed = await openConsole({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  });
  afterAll(() => allowed.t.close());
  afterEach(() => resetSettings(allowed.t.db));

  it('saves and sends to a private host, connecting to the address it looked up, never looking again', async () => {
    // Looked up again, the name would now point elsewhere (where nothing answers).
    const spy = resolveAs('smtp.rebind.example', ['127.0.0.1'], ['10.255.255.1']);
    expect((await saveMail(allowed, 'smtp.rebind.example', sink.port)).statusCode).toBe(200);
    const received = sink.messages.length;
    const res = await sendTest(allowed);
    expect([res.statusCode, res.json().message]).toEqual([200, `Test e-mail sent to ${allowed.email}.`]);
    expect(sink.messages).toHaveLength(received + 1);
    expect(sink.messages.at(-1)).toContain(`To: ${allowed.email}`);
    // The name exists in no DNS: the mail reached the sink only at the address judged for it.
    expect(lookupsOf(spy, 'smtp.rebind.example')).toBe(1);
    expect((await saveMail(allowed, '127.0.0.1', sink.port)).statusCode).toBe(200);
  });

  it('answers a failed test e-mail without the words of the SMTP server, which reach the log only', async () => {
    const words = 'relay.internal.corp at 10.3.4.5 says secret-banner-words';
    const server = net.createServer((socket) => {
      socket.on('error', () => socket.destroy());
      socket.end(`554 5.7.1 ${words}\r\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as net.AddressInfo).port;
      expect((await saveMail(allowed, '127.0.0.1', port)).statusCode).toBe(200);
      const warn = vi.spyOn(allowed.t.app.log, 'warn');
      const res = await sendTest(allowed);
      expect([res.statusCode, res.json()]).toEqual([502, FAILED]);
      const entry = (await auditsOfEvent(allowed.t.db, 'settings_email_tested')).at(-1)!;
      expect(entry.properties).toEqual({ to: allowed.email, error_code: expect.stringMatching(/^E[A-Z]+$/) });
      expect(JSON.stringify(entry)).not.toContain('secret-banner');
      const logged = warn.mock.calls.map(([fields]) => String((fields as { err?: Error }).err?.message));
      expect(logged.some((message) => message.includes(words))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the SMTP_ALLOW_PRIVATE_HOSTS variable', () => {
  it('is off unless set to true, and any other value stops the start naming it', () => {
    expect(loadConfig({}).smtpAllowPrivateHosts).toBe(false);
    expect(loadConfig({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' }).smtpAllowPrivateHosts).toBe(true);
    expect(() => loadConfig({ SMTP_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(/SMTP_ALLOW_PRIVATE_HOSTS/);
  });
});
