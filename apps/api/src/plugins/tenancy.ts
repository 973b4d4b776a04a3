import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, schoolInactive } from '../lib/app-error';
import { sessionOf } from './auth';
import { say } from '../lib/i18n';

export interface TenantSchool {
  id: number;
  name: string;
  code: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of the signed-in school admin, read with the token on every request, never from the body. */
    school: TenantSchool | null;
    /** The teacher record of the signed-in teacher (the /api/teacher scope); null elsewhere. */
    teacher: { id: number } | null;
    /** The parent record of the signed-in parent (the /api/parent scope); null elsewhere. */
    parent: { id: number } | null;
    /** The student record of the signed-in student (the /api/student scope); null elsewhere. */
    student: { id: number } | null;
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
    /**
     * For the /api/parent scope: the caller's parent record and its school (request.school), or
     * 403. Their children are found through its links on each request, never remembered.
     */
    requireParent: preValidationAsyncHookHandler;
    /**
     * For the /api/student scope: the caller's student record and its school, or 403; an archived
     * student is refused as at sign-in.
     */
    requireStudent: preValidationAsyncHookHandler;
  }
}

/** The signed-in teacher, in the /api/teacher scope. */
export function teacherOf(request: FastifyRequest): { id: number } {
  if (!request.teacher) throw forbidden(say('auth.no_school'));
  return request.teacher;
}

/** The signed-in parent, in the /api/parent scope. */
export function parentOf(request: FastifyRequest): { id: number } {
  if (!request.parent) throw forbidden(say('auth.no_school'));
  return request.parent;
}

/** The signed-in student, in the /api/student scope. */
export function studentOf(request: FastifyRequest): { id: number } {
  if (!request.student) throw forbidden(say('auth.no_school'));
  return request.student;
}

/** The school every school-owned query must filter by. */
export function schoolOf(request: FastifyRequest): TenantSchool {
  if (!request.school) throw forbidden(say('auth.no_school'));
  return request.school;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('school', null);
    // Each scope's record was read with the token (modules/auth/caller-records.ts): no statement here.
    app.decorate('requireSchool', async function (request: FastifyRequest) {
      const school = sessionOf(request).records.admin;
      if (!school) throw forbidden(say('auth.no_school'));
      if (!school.active) throw schoolInactive();
      request.school = { id: school.school_id, name: school.school_name, code: school.school_code };
    } satisfies preValidationAsyncHookHandler);
    app.decorateRequest('teacher', null);
    app.decorate('requireTeacher', async function (request: FastifyRequest) {
      const teacher = sessionOf(request).records.teacher;
      if (!teacher) throw forbidden(say('auth.no_school'));
      if (!teacher.active) throw schoolInactive();
      request.school = { id: teacher.school_id, name: teacher.school_name, code: teacher.school_code };
      request.teacher = { id: teacher.id };
    } satisfies preValidationAsyncHookHandler);
    app.decorateRequest('parent', null);
    app.decorate('requireParent', async function (request: FastifyRequest) {
      const parent = sessionOf(request).records.parent;
      if (!parent) throw forbidden(say('auth.no_school'));
      if (!parent.active) throw schoolInactive();
      request.school = { id: parent.school_id, name: parent.school_name, code: parent.school_code };
      request.parent = { id: parent.id };
    } satisfies preValidationAsyncHookHandler);
    app.decorateRequest('student', null);
    app.decorate('requireStudent', async function (request: FastifyRequest) {
      const student = sessionOf(request).records.student;
      if (!student) throw forbidden(say('auth.no_school'));
      if (student.archived_at !== null) throw forbidden(say('auth.archived'));
      if (!student.active) throw schoolInactive();
      request.school = { id: student.school_id, name: student.school_name, code: student.school_code };
      request.student = { id: student.id };
    } satisfies preValidationAsyncHookHandler);
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
