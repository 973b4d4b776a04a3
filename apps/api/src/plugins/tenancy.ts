import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, schoolInactive } from '../lib/app-error';
import { schoolOfAdmin } from '../modules/users/users.repository';
import { teacherOfUser } from '../modules/teaching/teaching.repository';
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
    /** The teacher record of the signed-in teacher (the /api/teacher scope); null elsewhere. */
    teacher: { id: number } | null;
  }
  interface FastifyInstance {
    /**
     * For the /api/school and /api/school-admin scopes: after the permission check (auth's
     * onRequest hook), finds the one school assigned to the caller, or answers 403.
     */
    requireSchool: preValidationAsyncHookHandler;
    /**
     * For the /api/teacher scope: the caller's teacher record and its school (request.school, so
     * every school-owned query filters by it as the admin's do), or 403.
     */
    requireTeacher: preValidationAsyncHookHandler;
  }
}

/** The signed-in teacher, in the /api/teacher scope. */
export function teacherOf(request: FastifyRequest): { id: number } {
  if (!request.teacher) throw forbidden(say('auth.no_school'));
  return request.teacher;
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
    app.decorateRequest('teacher', null);
    app.decorate('requireTeacher', async function (request: FastifyRequest) {
      const teacher = await teacherOfUser(app.db, sessionOf(request).user.id);
      if (!teacher) throw forbidden(say('auth.no_school'));
      if (!teacher.active) throw schoolInactive();
      request.school = { id: teacher.school_id, name: teacher.school_name, code: teacher.school_code };
      request.teacher = { id: teacher.id };
    } satisfies preValidationAsyncHookHandler);
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
