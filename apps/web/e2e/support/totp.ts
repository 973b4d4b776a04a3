import { generate } from 'otplib';

/*
 * Codes of an authenticator app, computed by the library the API checks them with (otplib,
 * RFC 6238: 6 digits, 30-second steps). The API accepts one step of drift either way and never
 * the same step twice, so a test asks for the code of a step after the last one it used: this
 * step's, or the next one's (one step ahead is accepted) when this step's is already used. No
 * waiting for the clock.
 */
const STEP_SECONDS = 30;

/** The step of now. */
export const stepNow = (): number => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The code of a step. */
export const codeOfStep = (secret: string, step: number): Promise<string> =>
  generate({ secret, epoch: step * STEP_SECONDS });

/**
 * A code the API takes, later than the step last used: now's, else the next step's. Gives the
 * step it is of, to pass as `lastUsed` next time.
 */
export async function freshCode(secret: string, lastUsed = -1): Promise<{ code: string; step: number }> {
  const step = Math.max(stepNow(), lastUsed + 1);
  return { code: await codeOfStep(secret, step), step };
}
