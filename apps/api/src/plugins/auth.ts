import { MAX_ID, type RoleSummary } from '@school/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/database';
import { forbidden, unauthorized } from '../lib/app-error';
import { digestsEqual, sha256 } from '../lib/secrets';
import { isoMinutesAgo } from '../lib/time';
import type { Actor } from '../modules/audit/audit.repository';
import { deleteToken, findTokenWithUser, touchToken } from '../modules/auth/tokens.repository';
import { securitySettings } from '../modules/settings/security-settings';
import { rolesOfUser } from '../modules/users/users.repository';

export interface Session {
  user: UserRow;
  roles: RoleSummary[];
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    session: Session | null;
    /** Who is acting, for the audit trail. */
    actor(): Actor;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireRole(...roles: string[]): preHandlerAsyncHookHandler;
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

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorateRequest('actor', function (this: FastifyRequest): Actor {
      return {
        userId: this.session?.user.id ?? null,
        schoolId: this.school?.id ?? null,
        ip: this.ip,
        userAgent: this.headers['user-agent'] ?? null,
      };
    });

    const authenticate: preHandlerAsyncHookHandler = async (request) => {
      if (request.session) return;
      const bearer = parseBearer(request.headers.authorization);
      if (!bearer) throw unauthorized();
      const found = await findTokenWithUser(app.db, bearer.id);
      if (!found || !digestsEqual(found.tokenHash, sha256(bearer.secret))) throw unauthorized();

      const { session_timeout } = await securitySettings(app.db);
      if (found.lastUsedAt < isoMinutesAgo(session_timeout)) {
        await deleteToken(app.db, found.tokenId);
        throw unauthorized('Your session has expired. Please login again.');
      }
      // Suspending or deactivating revokes tokens; this guards a token that slipped through.
      if (found.user.status !== 'active') throw unauthorized();

      if (Date.now() - Date.parse(found.lastUsedAt) > TOUCH_AFTER_MS) {
        await touchToken(app.db, found.tokenId);
      }
      request.session = {
        user: found.user,
        roles: await rolesOfUser(app.db, found.user.id),
        tokenId: found.tokenId,
      };
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: string[]): preHandlerAsyncHookHandler => {
      return async function requireRole(this: FastifyInstance, request, reply) {
        await authenticate.call(this, request, reply);
        if (!sessionOf(request).roles.some((r) => roles.includes(r.name))) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
