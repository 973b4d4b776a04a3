import {
  attendanceRegisterSchema,
  attendanceSaveSchema,
  registerParams,
  successEnvelope,
} from '@school/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { sessionOf } from '../../plugins/auth';
import { schoolOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { sectionOfSchool } from './attendance.repository';
import { foundSection, readRegister, saveRegister, type RegisterCaller } from './attendance.service';

const tags = ['School: attendance'];
const registerEnvelope = successEnvelope(attendanceRegisterSchema);

/**
 * The caller of a register route: the school administrator (who may save past the teachers'
 * cut-off, given attendance_update) or a teacher (until the cut-off, given attendance_take).
 */
export async function registerCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  as: 'school' | 'teacher',
): Promise<RegisterCaller> {
  const session = sessionOf(request);
  return {
    schoolId: schoolOf(request).id,
    userId: session.user.id,
    userName: session.user.name,
    pastCutOff: as === 'school',
    maySave: session.can(as === 'school' ? 'attendance_update' : 'attendance_take'),
    timeZone: await platformTimeZone(app.access),
    now: new Date(),
  };
}

/** /api/school: any section of the admin's school, at any time of the current year. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sections/:id/attendance/:date', {
    config: { permission: 'attendance_view' },
    schema: {
      tags,
      summary: "A section's register of a date: every enrolled student with their mark",
      params: registerParams,
      response: { 200: registerEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const section = foundSection(await sectionOfSchool(app.db, schoolOf(request).id, request.params.id));
      return ok(
        await readRegister(
          app.db,
          await registerCaller(app, request, 'school'),
          section,
          request.params.date,
        ),
      );
    },
  });

  app.put('/sections/:id/attendance/:date', {
    config: { permission: 'attendance_update' },
    schema: {
      tags,
      summary: "Take or correct a section's register of a date (after the teachers' cut-off too)",
      params: registerParams,
      body: attendanceSaveSchema,
      response: { 200: registerEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const section = foundSection(await sectionOfSchool(app.db, schoolOf(request).id, request.params.id));
      return ok(
        await saveRegister(
          app.db,
          await registerCaller(app, request, 'school'),
          section,
          request.params.date,
          request.body,
          request.actor(),
        ),
        say('success.attendance_saved'),
      );
    },
  });
};
