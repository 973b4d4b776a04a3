import { needsSecondFactor, type LoginResponse, type SessionUser } from '@school/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let ipCounter = 0;
/**
 * A fresh client address per sign-in: the brute-force limit counts failures per IP, and every
 * injected request would otherwise come from 127.0.0.1.
 */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const data = res.json<{ data: LoginResponse }>().data;
  // An account with a second factor (or one that must set one up) answers a step, not a session:
  // test/helpers/two-factor.ts signs such accounts in.
  if (needsSecondFactor(data)) throw new Error(`sign-in asks for a second step: ${res.body}`);
  return data;
}

/** Injects with the token as bearer. */
export function as(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}
