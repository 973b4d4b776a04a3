import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, schoolInactive } from '../lib/app-error';
import { schoolOfAdmin } from '../modules/users/users.repository';
import { sessionOf } from './auth';
import { say } from '../lib/i18n';

export interface TenantSchool {
  id: number;
  name: string;
  code: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of the signed-in school admin, looked up on every request, never from the body. */
    school: TenantSchool | null;
  }
  interface FastifyInstance {
    /**
     * For the /api/school and /api/school-admin scopes: after the permission check (auth's
     * onRequest hook), finds the one school assigned to the caller, or answers 403.
     */
    requireSchool: preValidationAsyncHookHandler;
  }
}

/** The school every school-owned query must filter by. */
export function schoolOf(request: FastifyRequest): TenantSchool {
  if (!request.school) throw forbidden(say('auth.no_school'));
  return request.school;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('school', null);
    app.decorate('requireSchool', async function (request: FastifyRequest) {
      const school = await schoolOfAdmin(app.db, sessionOf(request).user.id);
      if (!school) throw forbidden(say('auth.no_school'));
      if (!school.active) throw schoolInactive();
      request.school = { id: school.id, name: school.name, code: school.code };
    } satisfies preValidationAsyncHookHandler);
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
