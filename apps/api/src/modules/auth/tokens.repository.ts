import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import type { UserRow, UsersTable } from '../../db/database';
import { isoNow } from '../../lib/time';
import { accessVersionSubquery } from '../access/access.repository';
import { callerRecordColumns, callerRecordsFrom, type CallerRecords } from './caller-records';

export interface TokenWithUser {
  tokenId: number;
  tokenHash: string;
  lastUsedAt: string;
  createdAt: string;
  user: UserRow;
  /** The user's role ids, main role first (the order they were given). */
  roleIds: number[];
  /** The stored access version, to compare with the node's cache. */
  accessVersion: number;
  /** Whether a deactivated school keeps the user out (caller-records.ts). */
  schoolLockedOut: boolean;
  /** The user's places in schools, for the school scopes (caller-records.ts). */
  records: CallerRecords;
}

/** The user's role ids as one comma-separated text, in the order they were given. */
function roleIdList(db: DB) {
  return isPostgres(db)
    ? sql<
        string | null
      >`(SELECT string_agg(ru.role_id::text, ',' ORDER BY ru.created_at, ru.role_id) FROM role_user ru WHERE ru.user_id = u.id)`
    : sql<
        string | null
      >`(SELECT group_concat(ru.role_id, ',' ORDER BY ru.created_at, ru.role_id) FROM role_user ru WHERE ru.user_id = u.id)`;
}

export async function insertToken(
  db: DB,
  token: { userId: number; tokenHash: string; ip: string | null; userAgent: string | null },
): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      ip_address: token.ip,
      user_agent: token.userAgent?.slice(0, 512) ?? null,
      last_used_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Every column of users, by name rather than `u.*`: the lookup is kept prepared on PostgreSQL, and
 * a kept `u.*` would fail on every connection once a migration adds a column ("cached plan must
 * not change result type"). The record makes TypeScript list each column once.
 */
const USER_COLUMNS = Object.keys({
  id: true,
  name: true,
  email: true,
  phone: true,
  password_hash: true,
  status: true,
  profile_picture: true,
  last_login_at: true,
  email_verified_at: true,
  language: true,
  absence_emails: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof UsersTable, true>).map((column) => `u.${column}` as `u.${keyof UsersTable}`);

/** The token lookup, compiled once (db/compiled-once.ts): it runs on every authenticated request. */
const tokenLookup = compiledOnce((db: DB, tokenId: number) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(USER_COLUMNS)
    .select(['t.id as token_id', 't.token_hash', 't.last_used_at', 't.created_at as token_created_at'])
    .select(roleIdList(db).as('role_ids'))
    .select(accessVersionSubquery(db).as('access_version'))
    .select(callerRecordColumns(db))
    .where('t.id', '=', tokenId),
);

/**
 * One query for the token, its user, the user's roles, the access version and the user's places
 * in schools: this runs on every authenticated request, and with the node's access cache it is the
 * only query authorization and the school scopes need.
 */
export async function findTokenWithUser(db: DB, tokenId: number): Promise<TokenWithUser | undefined> {
  const [row] = (await db.executeQuery(tokenLookup(db, tokenId))).rows;
  if (!row) return undefined;
  const {
    token_id,
    token_hash,
    last_used_at,
    token_created_at,
    role_ids,
    access_version,
    admin_of,
    teacher_of,
    parent_of,
    student_of,
    ...user
  } = row;
  return {
    tokenId: token_id,
    tokenHash: token_hash,
    lastUsedAt: last_used_at,
    createdAt: token_created_at,
    user,
    roleIds: role_ids ? role_ids.split(',').map(Number) : [],
    accessVersion: Number(access_version),
    ...callerRecordsFrom({ admin_of, teacher_of, parent_of, student_of }),
  };
}

export async function touchToken(db: DB, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: isoNow() }).where('id', '=', tokenId).execute();
}

export async function deleteToken(db: DB, tokenId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', tokenId).execute();
}

/**
 * Ends what lets someone act as this user: every session (except optionally the one making the
 * request) and every outstanding password reset link. For password and e-mail changes, suspension
 * and deactivation alike.
 */
export async function endOtherAccess(db: DB, userId: number, exceptTokenId?: number): Promise<void> {
  await deleteTokensOfUser(db, userId, exceptTokenId);
  await db
    .updateTable('password_resets')
    .set({ used_at: isoNow() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Revokes every session of a user, except optionally the one making the request. */
export async function deleteTokensOfUser(db: DB, userId: number, exceptTokenId?: number): Promise<void> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (exceptTokenId !== undefined) query = query.where('id', '<>', exceptTokenId);
  await query.execute();
}
