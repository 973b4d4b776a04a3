import { MAX_ID, type RoleSummary } from '@school/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/database';
import { forbidden, schoolInactive, unauthorized } from '../lib/app-error';
import { digestsEqual, sha256 } from '../lib/secrets';
import { isoMinutesAgo } from '../lib/time';
import { AccessCache, isSuperadmin } from '../modules/access/access-cache';
import type { Actor } from '../modules/audit/audit.repository';
import { grantorFrom, type Grantor } from '../modules/access/delegation';
import type { CallerRecords } from '../modules/auth/caller-records';
import { deleteToken, findTokenWithUser, touchToken } from '../modules/auth/tokens.repository';
import { isCataloguePermission, type PermissionName } from '../modules/permissions/catalogue';
import { say } from '../lib/i18n';

export interface Session {
  user: UserRow;
  /** Main role first. */
  roles: RoleSummary[];
  tokenId: number;
  /** Whether the caller's roles grant a permission (superadmin's grant every one). */
  can(permission: PermissionName): boolean;
  /** What the caller may hand on to others (roles, permissions, other accounts). */
  grantor: Grantor;
  /** Where the caller stands in schools, read with the token (plugins/tenancy.ts uses it). */
  records: CallerRecords;
}

/** What a route declares about its callers, next to its schema. */
export interface RouteAccess {
  method: string;
  url: string;
  /** The permission it needs; null for routes open to anyone. */
  permission: PermissionName | null;
  /** Open to every signed-in user, whatever their roles: their own account and session. */
  signedIn: boolean;
  /** Its zod schemas (params, querystring, body): the matrix and fuzz tests build requests from them. */
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a caller needs (from the catalogue); implies a signed-in caller. */
    permission?: PermissionName;
    /** Any signed-in user may call it (their own profile, logout). */
    signedIn?: true;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    session: Session | null;
    /** Who is acting, for the audit trail. */
    actor(): Actor;
  }
  interface FastifyInstance {
    access: AccessCache;
    /** Every route and what it declares, in registration order: the authorization matrix reads it. */
    routeAccess: RouteAccess[];
  }
}

/** Writing last_used_at on every request would make every read a write; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

/** `Authorization: Bearer <id>|<secret>` split into its parts, or null when malformed. */
function parseBearer(header: string | undefined): { id: number; secret: string } | null {
  const match = /^Bearer (\d{1,12})\|([A-Za-z0-9_-]{40,})$/.exec(header ?? '');
  return match && Number(match[1]) <= MAX_ID ? { id: Number(match[1]), secret: match[2]! } : null;
}

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The signed-in caller as a grantor of roles and permissions (modules/access/delegation.ts). */
export const grantorOf = (request: FastifyRequest): Grantor => sessionOf(request).grantor;

/**
 * Bearer tokens, and the one check of what each route declares: `config.permission` (the caller's
 * roles must grant it) or `config.signedIn`. The check runs on every request before the body is
 * read, so who may call comes before what they sent (401/403 before 400/422).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('access', new AccessCache(app.db));
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.decorateRequest('session', null);
    app.decorateRequest('actor', function (this: FastifyRequest): Actor {
      return {
        userId: this.session?.user.id ?? null,
        schoolId: this.school?.id ?? null,
        ip: this.ip,
        userAgent: this.headers['user-agent'] ?? null,
      };
    });

    app.addHook('onRoute', (route) => {
      const { permission, signedIn } = route.config ?? {};
      // The type already says so; this catches a cast or a plain-JavaScript caller at start-up.
      if (permission !== undefined && !isCataloguePermission(permission)) {
        const methods = [route.method].flat().join(',');
        throw new Error(
          `${methods} ${route.url} declares "${String(permission)}", which is not in the catalogue`,
        );
      }
      const declared = permission !== undefined || signedIn === true;
      // The docs mark exactly the routes that need a token.
      if (declared) route.schema = { ...route.schema, security: [{ bearer: [] }] };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeAccess.push({
          method,
          url: route.url,
          permission: permission ?? null,
          signedIn: !permission && declared,
          schema: route.schema ?? {},
        });
      }
    });

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const bearer = parseBearer(request.headers.authorization);
      if (!bearer) throw unauthorized();
      const found = await findTokenWithUser(app.db, bearer.id);
      if (!found || !digestsEqual(found.tokenHash, sha256(bearer.secret))) throw unauthorized();

      // A role the user holds may be newer than the node's snapshot: creating one bumps no version.
      const access = await app.access.at(found.accessVersion, found.roleIds);
      // Idle too long, or older than any session may live however busy it is.
      if (
        found.lastUsedAt < isoMinutesAgo(access.security.session_timeout) ||
        found.createdAt < isoMinutesAgo(app.config.sessionMaxHours * 60)
      ) {
        await deleteToken(app.db, found.tokenId);
        throw unauthorized(say('auth.session_expired'));
      }
      // Suspending or deactivating revokes tokens; this guards a token that slipped through.
      if (found.user.status !== 'active') throw unauthorized();
      // A role still missing was deleted after the lookup read it: the user holds it no more.
      const roles = found.roleIds.flatMap((id) => access.roles.get(id) ?? []);
      // Kept rather than revoked: reactivating the school lets its people straight back in. A
      // superadmin who is also a parent there keeps the platform.
      if (found.schoolLockedOut && !isSuperadmin(roles)) throw schoolInactive();

      if (Date.now() - Date.parse(found.lastUsedAt) > TOUCH_AFTER_MS) {
        await touchToken(app.db, found.tokenId);
      }
      const grantor = grantorFrom(found.user.id, found.roleIds, access, app.access);
      request.session = {
        user: found.user,
        roles: roles.map(({ id, name, display_name }) => ({ id, name, display_name })),
        tokenId: found.tokenId,
        can: grantor.holds,
        grantor,
        records: found.records,
      };
    };

    app.addHook('onRequest', async (request, reply) => {
      const { permission, signedIn } = request.routeOptions.config;
      if (!permission && !signedIn) return;
      await authenticate.call(app, request, reply);
      if (permission && !sessionOf(request).can(permission)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
