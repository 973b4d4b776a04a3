import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error';
import { schoolOfAdmin } from '../modules/users/users.repository';
import { sessionOf } from './auth';

export interface TenantSchool {
  id: number;
  name: string;
  code: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of the signed-in school_admin, looked up on every request, never from the body. */
    school: TenantSchool | null;
  }
  interface FastifyInstance {
    requireSchoolAdmin: preHandlerAsyncHookHandler;
  }
}

/** The school every school-owned query must filter by. */
export function schoolOf(request: FastifyRequest): TenantSchool {
  if (!request.school) throw forbidden('No school is assigned to your account.');
  return request.school;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('school', null);
    const requireAdmin = app.requireRole('school_admin');
    app.decorate('requireSchoolAdmin', async function (this: FastifyInstance, request, reply) {
      await requireAdmin.call(this, request, reply);
      const school = await schoolOfAdmin(app.db, sessionOf(request).user.id);
      if (!school) throw forbidden('No school is assigned to your account.');
      if (!school.active) {
        throw forbidden('Your school is inactive. Please contact the platform administrator.');
      }
      request.school = { id: school.id, name: school.name, code: school.code };
    } satisfies preHandlerAsyncHookHandler);
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
