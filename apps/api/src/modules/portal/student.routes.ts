import {
  idParams,
  portalAttendanceSchema,
  portalHomeSchema,
  portalNoticeListSchema,
  portalNoticeQuerySchema,
  portalNoticeSchema,
  portalTeacherListSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { sessionOf } from '../../plugins/auth';
import { schoolOf, studentOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { studentSelf } from './portal.repository';
import {
  portalAttendance,
  portalHome,
  portalNotices,
  portalTeachers,
  readerOf,
  readNotice,
} from './portal.service';

const tags = ['Student portal'];

/** /api/student: the signed-in student themselves (requireStudent on the scope), and nobody else. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = async (request: FastifyRequest) => {
    const schoolId = schoolOf(request).id;
    const student = await studentSelf(app.db, schoolId, studentOf(request).id);
    if (!student) throw notFound(say('not_found.student'));
    return { schoolId, student, reader: readerOf('students', sessionOf(request).user.id, [student]) };
  };
  const clock = async () => ({ timeZone: await platformTimeZone(app.access), now: new Date() });

  app.get('/home', {
    config: { permission: 'portal_self_view' },
    schema: {
      tags,
      summary: "The student's main page: their day, their year and the newest notices for them",
      response: { 200: successEnvelope(portalHomeSchema), ...failures(401, 403) },
    },
    handler: async (request) => {
      const { schoolId, student, reader } = await self(request);
      return ok(await portalHome(app.db, schoolId, student, reader, await clock()));
    },
  });

  app.get('/attendance', {
    config: { permission: 'portal_self_view' },
    schema: {
      tags,
      summary: "The student's attendance this year: rate and each day's mark and note",
      response: { 200: successEnvelope(portalAttendanceSchema), ...failures(401, 403) },
    },
    handler: async (request) => {
      const { schoolId, student } = await self(request);
      return ok(await portalAttendance(app.db, schoolId, student));
    },
  });

  app.get('/teachers', {
    config: { permission: 'portal_self_view' },
    schema: {
      tags,
      summary: 'The teachers who teach the student, with their subjects',
      response: { 200: successEnvelope(portalTeacherListSchema), ...failures(401, 403) },
    },
    handler: async (request) => {
      const { schoolId, student } = await self(request);
      return ok({ teachers: await portalTeachers(app.db, schoolId, student) });
    },
  });

  app.get('/notices', {
    config: { permission: 'portal_notices_view' },
    schema: {
      tags,
      summary: "The school's notices for the student, newest first, unread marked",
      querystring: portalNoticeQuerySchema,
      response: { 200: successEnvelope(portalNoticeListSchema), ...failures(401, 403, 422) },
    },
    handler: async (request) => {
      const { schoolId, reader } = await self(request);
      return ok(await portalNotices(app.db, schoolId, reader, request.query, await clock()));
    },
  });

  app.post('/notices/:id/read', {
    config: { permission: 'portal_notices_view' },
    schema: {
      tags,
      summary: 'Mark a notice addressed to the student read',
      params: idParams,
      response: { 200: successEnvelope(portalNoticeSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const { schoolId, reader } = await self(request);
      return ok(
        await readNotice(app.db, schoolId, reader, request.params.id, request.actor(), await clock()),
      );
    },
  });
};
