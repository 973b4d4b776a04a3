import type { DB } from '../../db/connect';
import type { SignInTicketsTable } from '../../db/database';
import { isoNow } from '../../lib/time';

/* Second factors, recovery codes and sign-in tickets (migration 2026_12_05_0700). */

export interface SecondFactor {
  secret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
  pendingSecret: string | null;
}

export async function findSecondFactor(db: DB, userId: number): Promise<SecondFactor | undefined> {
  const row = await db
    .selectFrom('second_factors')
    .select(['secret', 'enabled_at', 'last_step', 'pending_secret'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      secret: row.secret,
      enabledAt: row.enabled_at,
      lastStep: row.last_step === null ? null : Number(row.last_step),
      pendingSecret: row.pending_secret,
    }
  );
}

/** The confirmed secret of a user whose second factor is on, else undefined. */
export async function enabledSecondFactor(
  db: DB,
  userId: number,
): Promise<(SecondFactor & { secret: string; enabledAt: string }) | undefined> {
  const factor = await findSecondFactor(db, userId);
  if (!factor?.secret || !factor.enabledAt) return undefined;
  return { ...factor, secret: factor.secret, enabledAt: factor.enabledAt };
}

/** Keeps the secret of a set-up begun in Profile (replacing an earlier one), the factor still off. */
export async function savePendingSecret(db: DB, userId: number, secret: string): Promise<void> {
  const now = isoNow();
  const updated = await db
    .updateTable('second_factors')
    .set({ pending_secret: secret, pending_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('second_factors')
    .values({
      user_id: userId,
      secret: null,
      enabled_at: null,
      last_step: null,
      pending_secret: secret,
      pending_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Turns the second factor on with `secret`, a code of `step` having confirmed it. False when it is
 * on already (another set-up won meanwhile): nothing is changed then.
 */
export async function enableSecondFactor(
  db: DB,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const now = isoNow();
  const values = {
    secret,
    enabled_at: now,
    last_step: step,
    pending_secret: null,
    pending_at: null,
    updated_at: now,
  };
  const updated = await db
    .updateTable('second_factors')
    .set(values)
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  const exists = await db
    .selectFrom('second_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (exists) return false;
  await db
    .insertInto('second_factors')
    .values({ user_id: userId, ...values, created_at: now })
    .execute();
  return true;
}

/**
 * Records that a code of `step` was accepted. False when that step (or a later one) was accepted
 * already, by a request racing this one: the code is then a replay.
 */
export async function advanceStep(db: DB, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('second_factors')
    .set({ last_step: step, updated_at: isoNow() })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Removes the second factor, its recovery codes and the user's sign-in tickets. */
export async function removeSecondFactor(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('sign_in_tickets').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('second_factors').where('user_id', '=', userId).execute();
}

// ---- Recovery codes ---------------------------------------------------------------------------

/** A new set replaces the old one. */
export async function replaceRecoveryCodes(db: DB, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const now = isoNow();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** The unused recovery codes of a user: id and hash, for the caller to compare in constant time. */
export async function unusedRecoveryCodes(db: DB, userId: number): Promise<{ id: number; hash: string }[]> {
  const rows = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, hash: r.code_hash }));
}

export async function countUnusedRecoveryCodes(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends a recovery code. False when a request racing this one spent it first. */
export async function spendRecoveryCode(db: DB, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('recovery_codes')
    .set({ used_at: isoNow() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

// ---- Sign-in tickets --------------------------------------------------------------------------

export type TicketPurpose = SignInTicketsTable['purpose'];

export interface SignInTicket {
  id: number;
  userId: number;
  hash: string;
  purpose: TicketPurpose;
  loginKey: string;
  passwordOk: boolean;
  failureCounted: boolean;
  pendingSecret: string | null;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertTicket(
  db: DB,
  ticket: {
    userId: number;
    hash: string;
    purpose: TicketPurpose;
    loginKey: string;
    passwordOk: boolean;
    expiresAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('sign_in_tickets')
    .values({
      user_id: ticket.userId,
      ticket_hash: ticket.hash,
      purpose: ticket.purpose,
      login_key: ticket.loginKey,
      password_ok: ticket.passwordOk,
      // A wrong password's failure is counted at the password step already.
      failure_counted: !ticket.passwordOk,
      pending_secret: null,
      expires_at: ticket.expiresAt,
      used_at: null,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findTicket(db: DB, id: number): Promise<SignInTicket | undefined> {
  const row = await db.selectFrom('sign_in_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      hash: row.ticket_hash,
      purpose: row.purpose,
      loginKey: row.login_key,
      passwordOk: Boolean(row.password_ok),
      failureCounted: Boolean(row.failure_counted),
      pendingSecret: row.pending_secret,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/**
 * Takes back the failure a wrong password's ticket had counted at the password step, once: true
 * when this call took it (the code step's failure then counts in its place).
 */
export async function takeCountedFailure(db: DB, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('sign_in_tickets')
    .set({ failure_counted: false })
    .where('id', '=', id)
    .where('failure_counted', '=', true)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function setTicketSecret(db: DB, id: number, secret: string): Promise<void> {
  await db.updateTable('sign_in_tickets').set({ pending_secret: secret }).where('id', '=', id).execute();
}

/** Spends a ticket as it yields a session. False when a request racing this one spent it first. */
export async function spendTicket(db: DB, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('sign_in_tickets')
    .set({ used_at: isoNow() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Tickets long expired are of no use to anyone: dropping them keeps the table small. */
export async function pruneTickets(db: DB, before: string): Promise<void> {
  await db.deleteFrom('sign_in_tickets').where('expires_at', '<', before).execute();
}
