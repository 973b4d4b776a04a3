import type { AccountSession } from '@school/contract';
import type { DB } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { say } from '../../lib/i18n';
import { assertMayManageUser, type Grantor } from '../access/delegation';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { findUserById, rolesOfUser } from '../users/users.repository';
import {
  deleteSessions,
  isAlive,
  sessionsOf,
  type SessionLimits,
  type SessionRow,
} from './sessions.repository';
import { describeUserAgent } from './user-agent';

/** The caller's own session, as the auth plugin found it. */
export interface Caller {
  userId: number;
  tokenId: number;
}

/** The limits in force: the security settings as this request was authorised with, and the config. */
async function limitsOf({ access, config }: Deps): Promise<SessionLimits> {
  const snapshot = access.held() ?? (await access.latest());
  return { idleMinutes: snapshot.security.session_timeout, maxMinutes: config.sessionMaxHours * 60 };
}

function present(row: SessionRow, currentId: number | null): AccountSession {
  const { browser, system } = describeUserAgent(row.user_agent);
  return {
    id: row.id,
    browser,
    system,
    ip_address: row.ip_address,
    signed_in_at: row.created_at,
    last_seen_at: row.last_used_at,
    current: row.id === currentId,
  };
}

/** The user's live sessions, read in the transaction that ends them (last seen first). */
async function liveSessions(trx: DB, userId: number, limits: SessionLimits) {
  const rows = await sessionsOf(trx, userId);
  return { rows, live: rows.filter((row) => isAlive(row, limits)) };
}

/** How the audit entry names sessions: what Profile showed of them (no secret, no hash). */
const recorded = (rows: SessionRow[]) =>
  rows.map((row) => {
    const { id, browser, system, ip_address, signed_in_at, last_seen_at } = present(row, null);
    return { id, browser, system, ip_address, signed_in_at, last_seen_at };
  });

/** `GET /api/me/sessions`: the caller's live sessions, last seen first, theirs marked. */
export async function listSessions(deps: Deps, caller: Caller): Promise<AccountSession[]> {
  const limits = await limitsOf(deps);
  const rows = await sessionsOf(deps.db, caller.userId);
  return rows.filter((row) => isAlive(row, limits)).map((row) => present(row, caller.tokenId));
}

/**
 * `DELETE /api/me/sessions/:id`: ends one of the caller's live sessions; any other id (another
 * user's, an expired one, none) is 404. Ending their own current one signs them out.
 */
export async function endSession(deps: Deps, caller: Caller, id: number, actor: Actor): Promise<void> {
  const limits = await limitsOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    const { live } = await liveSessions(trx, caller.userId, limits);
    const session = live.find((row) => row.id === id);
    if (!session) throw notFound(say('not_found.session'));
    await deleteSessions(trx, caller.userId, [id]);
    const shown = present(session, caller.tokenId);
    await recordAudit(trx, actor, {
      event: 'session_ended',
      description: shown.current
        ? 'Ended their own current session (signed out)'
        : `Ended a session (${[shown.browser, shown.system, shown.ip_address].filter(Boolean).join(', ') || 'unknown browser'})`,
      properties: { before: { sessions: recorded([session]) }, current: shown.current },
    });
  });
}

/**
 * `DELETE /api/me/sessions`: ends every session of the caller but the one making the request.
 * Answers how many live ones ended; expired rows go too, uncounted. Audited even when none was
 * open: the person asked, and the trail says what there was.
 */
export async function endOtherSessions(deps: Deps, caller: Caller, actor: Actor): Promise<number> {
  const limits = await limitsOf(deps);
  return deps.db.transaction().execute(async (trx) => {
    const { rows, live } = await liveSessions(trx, caller.userId, limits);
    const others = rows.filter((row) => row.id !== caller.tokenId);
    const ended = live.filter((row) => row.id !== caller.tokenId);
    await deleteSessions(
      trx,
      caller.userId,
      others.map((row) => row.id),
    );
    await recordAudit(trx, actor, {
      event: 'session_ended',
      description: `Ended all their other sessions (${ended.length})`,
      properties: { before: { sessions: recorded(ended) }, ended: ended.length },
    });
    return ended.length;
  });
}

/**
 * `DELETE /api/superadmin/users/:id/sessions`: ends every session of a user, as suspending would
 * without suspending. 404 for an unknown user; acting on another's account follows the delegation
 * rules (only a superadmin touches a superadmin; nobody an account holding more than they do).
 */
export async function endSessionsOfUser(
  deps: Deps,
  userId: number,
  actor: Actor,
  grantor: Grantor,
): Promise<number> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(say('not_found.user'));
  await assertMayManageUser(
    grantor,
    (await rolesOfUser(deps.db, userId)).map((r) => r.id),
  );
  const limits = await limitsOf(deps);
  return deps.db.transaction().execute(async (trx) => {
    const { rows, live } = await liveSessions(trx, userId, limits);
    await deleteSessions(
      trx,
      userId,
      rows.map((row) => row.id),
    );
    await recordAudit(trx, actor, {
      event: 'session_ended',
      description: `Ended all sessions (${live.length}) of ${user.name}${user.email ? ` <${user.email}>` : ''}`,
      properties: {
        user_id: userId,
        before: { sessions: recorded(live) },
        ended: live.length,
      },
    });
    return live.length;
  });
}
