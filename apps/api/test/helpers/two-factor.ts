import type { LoginResponse, SecondFactorStep, SessionUser } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { DB } from '../../src/db/connect';
import { findUserById } from '../../src/modules/users/users.repository';
import { issueTicket } from '../../src/modules/two-factor/sign-in-tickets';
import { newSecret, STEP_SECONDS } from '../../src/modules/two-factor/totp';
import { makeRecoveryCodes } from '../../src/modules/two-factor/two-factor.service';
import {
  enableSecondFactor,
  setTicketSecret,
  type TicketPurpose,
} from '../../src/modules/two-factor/two-factor.repository';
import { freshIp } from './http';

/*
 * Second factors for tests: codes computed from the secret with the same library the API uses,
 * at any time step around now (no clock is faked: a code of another step is made for that step).
 */

/** The code of the step `steps` away from now (-2: two steps ago). */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });
}

/** A six-digit code that none of the steps from two before to two after now has. */
export async function wrongCode(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((s) => codeAt(secret, s))));
  let n = 123456;
  while (near.has(String(n).padStart(6, '0'))) n = (n + 7919) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** Turns a second factor on for the user directly, as a confirmed set-up would. */
export async function enableTwoFactor(
  db: DB,
  userId: number,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = newSecret();
  const codes = makeRecoveryCodes();
  // As if a code was last accepted two steps ago: any code of the window is new.
  const step = Math.floor(Date.now() / 1000 / STEP_SECONDS) - 2;
  await db.transaction().execute(async (trx) => {
    await enableSecondFactor(trx, userId, secret, step);
    await codes.store(trx, userId);
  });
  return { secret, recoveryCodes: codes.shown };
}

/** A ticket for the user as the password step makes it, with a new secret on a `setup` one. */
export async function ticketOf(
  db: DB,
  userId: number,
  purpose: TicketPurpose,
  options: { passwordOk?: boolean; pendingSecret?: string } = {},
): Promise<string> {
  const user = (await findUserById(db, userId))!;
  const { ticket } = await issueTicket(db, {
    user,
    purpose,
    loginKey: user.email ?? `user:${user.id}`,
    passwordOk: options.passwordOk ?? true,
  });
  if (options.pendingSecret) {
    await setTicketSecret(db, Number(ticket.split('.')[1]), options.pendingSecret);
  }
  return ticket;
}

/** `POST /api/login`, answered 200 with a second step: the step (ticket and all). */
export async function passwordStep(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = freshIp(),
): Promise<SecondFactorStep> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`the password step failed: ${res.statusCode} ${res.body}`);
  const data = res.json<{ data: LoginResponse }>().data;
  if (!('second_factor' in data)) throw new Error(`the password step opened a session: ${res.body}`);
  return data;
}

/** Both steps of a sign-in with a code: the session. */
export async function signInWithCode(
  app: FastifyInstance,
  email: string,
  password: string,
  secret: string,
  steps = 0,
): Promise<{ token: string; user: SessionUser }> {
  const ip = freshIp();
  const { ticket } = await passwordStep(app, email, password, ip);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/second-factor',
    payload: { ticket, code: await codeAt(secret, steps) },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`the code step failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { token: string; user: SessionUser } }>().data;
}
