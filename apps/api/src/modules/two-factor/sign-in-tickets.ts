import { MAX_ID, SIGN_IN_TICKET_MINUTES, type RoleSummary, type SecondFactorStep } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { say } from '../../lib/i18n';
import { digestsEqual, randomSecret, sha256 } from '../../lib/secrets';
import { isoMinutesAgo, isoMinutesFromNow, isoNow } from '../../lib/time';
import { isSuperadmin } from '../access/access-cache';
import { securitySettings } from '../settings/security-settings';
import {
  enabledSecondFactor,
  findTicket,
  insertTicket,
  pruneTickets,
  type SignInTicket,
  type TicketPurpose,
} from './two-factor.repository';

/*
 * The password step's ticket: `2fa.<id>.<secret>`. Only the SHA-256 of the secret is stored; the
 * dots keep it out of the bearer parser (plugins/auth.ts takes `<id>|<secret>` alone), so no
 * route but the second step's own takes a ticket.
 */
const TICKET_PATTERN = /^2fa\.(\d{1,12})\.([A-Za-z0-9_-]{40,})$/;

/** Whether the security settings require a second factor of an account with these roles. */
export async function secondFactorRequired(db: DB, roles: readonly { name: string }[]): Promise<boolean> {
  if (!isSuperadmin(roles) && !roles.some((r) => r.name === 'school_admin')) return false;
  return (await securitySettings(db)).two_factor_auth;
}

/**
 * The second step an account with a right password needs: a code when it has a second factor,
 * setting one up when it must have one and has none, else none.
 */
export async function secondStepOf(
  deps: Deps,
  user: UserRow,
  roles: RoleSummary[],
): Promise<TicketPurpose | null> {
  if (await enabledSecondFactor(deps.db, user.id)) return 'code';
  return (await secondFactorRequired(deps.db, roles)) ? 'setup' : null;
}

export async function issueTicket(
  db: DB,
  ticket: { user: UserRow; purpose: TicketPurpose; loginKey: string; passwordOk: boolean },
): Promise<SecondFactorStep> {
  const secret = randomSecret();
  const expiresAt = isoMinutesFromNow(SIGN_IN_TICKET_MINUTES);
  await pruneTickets(db, isoMinutesAgo(60));
  const id = await insertTicket(db, {
    userId: ticket.user.id,
    hash: sha256(secret),
    purpose: ticket.purpose,
    loginKey: ticket.loginKey,
    passwordOk: ticket.passwordOk,
    expiresAt,
  });
  return { second_factor: ticket.purpose, ticket: `2fa.${id}.${secret}`, expires_at: expiresAt };
}

/** 401: unknown, expired, spent or of the other step. The person signs in again. */
export const ticketRefused = () => new AppError(401, say('two_factor.ticket_invalid'));

/** The ticket the text names, usable for `purpose`, or 401. Writes nothing. */
export async function usableTicket(db: DB, text: string, purpose: TicketPurpose): Promise<SignInTicket> {
  const match = TICKET_PATTERN.exec(text);
  if (!match || Number(match[1]) > MAX_ID) throw ticketRefused();
  const ticket = await findTicket(db, Number(match[1]));
  if (
    !ticket ||
    !digestsEqual(ticket.hash, sha256(match[2]!)) ||
    ticket.purpose !== purpose ||
    ticket.usedAt !== null ||
    ticket.expiresAt <= isoNow()
  ) {
    throw ticketRefused();
  }
  return ticket;
}
