import type { SessionUser } from '@school/contract';
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
  return res.json<{ data: { token: string; user: SessionUser } }>().data;
}

/** Injects with the token as bearer. */
export function as(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}
