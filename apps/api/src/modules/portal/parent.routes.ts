import {
  idParams,
  parentHomeQuerySchema,
  parentHomeSchema,
  portalAttendanceSchema,
  portalNoticeListSchema,
  portalNoticeQuerySchema,
  portalNoticeSchema,
  portalTeacherListSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { sessionOf } from '../../plugins/auth';
import { parentOf, schoolOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { childrenOfParent } from './portal.repository';
import {
  childAmong,
  parentHome,
  portalAttendance,
  portalNotices,
  portalTeachers,
  readerOf,
  readNotice,
} from './portal.service';

const tags = ['Parent portal'];

/**
 * /api/parent: the signed-in parent's own children (requireParent on the scope), found through
 * their links on every request. Any other student, a sibling linked only to the other parent
 * included, is 404, as if it did not exist.
 */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's school, account and children, read now: a link removed is gone at once. */
  const family = async (request: FastifyRequest) => {
    const schoolId = schoolOf(request).id;
    return {
      schoolId,
      userId: sessionOf(request).user.id,
      children: await childrenOfParent(app.db, schoolId, parentOf(request).id),
    };
  };
  const clock = async () => ({ timeZone: await platformTimeZone(app.access), now: new Date() });

  app.get('/home', {
    config: { permission: 'portal_children_view' },
    schema: {
      tags,
      summary: "The parent's main page: their children, and one child's day, year and newest notices",
      querystring: parentHomeQuerySchema,
      response: { 200: successEnvelope(parentHomeSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const { schoolId, userId, children } = await family(request);
      return ok(
        await parentHome(app.db, schoolId, userId, children, request.query.student_id, await clock()),
      );
    },
  });

  app.get('/children/:id/attendance', {
    config: { permission: 'portal_children_view' },
    schema: {
      tags,
      summary: "One of the parent's children's attendance this year: rate and each day's mark and note",
      params: idParams,
      response: { 200: successEnvelope(portalAttendanceSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const { schoolId, children } = await family(request);
      return ok(await portalAttendance(app.db, schoolId, childAmong(children, request.params.id)));
    },
  });

  app.get('/children/:id/teachers', {
    config: { permission: 'portal_children_view' },
    schema: {
      tags,
      summary: "The teachers who teach one of the parent's children, with their subjects",
      params: idParams,
      response: { 200: successEnvelope(portalTeacherListSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const { schoolId, children } = await family(request);
      return ok({
        teachers: await portalTeachers(app.db, schoolId, childAmong(children, request.params.id)),
      });
    },
  });

  app.get('/children/:id/notices', {
    config: { permission: 'portal_notices_view' },
    schema: {
      tags,
      summary: "The school's notices for parents of one of their children, newest first, unread marked",
      params: idParams,
      querystring: portalNoticeQuerySchema,
      response: { 200: successEnvelope(portalNoticeListSchema), ...failures(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { schoolId, userId, children } = await family(request);
      const child = childAmong(children, request.params.id);
      return ok(
        await portalNotices(
          app.db,
          schoolId,
          readerOf('parents', userId, [child]),
          request.query,
          await clock(),
        ),
      );
    },
  });

  app.post('/notices/:id/read', {
    config: { permission: 'portal_notices_view' },
    schema: {
      tags,
      summary: 'Mark a notice addressed to the parent (through any of their children) read',
      params: idParams,
      response: { 200: successEnvelope(portalNoticeSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const { schoolId, userId, children } = await family(request);
      return ok(
        await readNotice(
          app.db,
          schoolId,
          readerOf('parents', userId, children),
          request.params.id,
          request.actor(),
          await clock(),
        ),
      );
    },
  });
};
