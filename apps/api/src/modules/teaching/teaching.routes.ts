import {
  attendanceRegisterSchema,
  attendanceSaveSchema,
  idParams,
  registerParams,
  sectionPupilListSchema,
  successEnvelope,
  teacherDashboardSchema,
  teachingSectionListSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { sessionOf } from '../../plugins/auth';
import { schoolOf, teacherOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { registerCaller } from '../attendance/attendance.routes';
import { foundSection, readRegister, saveRegister } from '../attendance/attendance.service';
import { taughtSection } from './teaching.repository';
import { sectionPupils, teacherDashboard, teachingSections } from './teaching.service';

const tags = ['Teacher console'];
const registerEnvelope = successEnvelope(attendanceRegisterSchema);

/**
 * /api/teacher: the signed-in teacher's own sections (requireTeacher on the scope). Any other
 * section, of their school or another, is 404, as if it did not exist.
 */
export const teachingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownSection = async (schoolId: number, teacherId: number, sectionId: number) =>
    foundSection(await taughtSection(app.db, schoolId, teacherId, sectionId));

  app.get('/dashboard', {
    config: { permission: 'teaching_view' },
    schema: {
      tags,
      summary: "Today's registers of the teacher's sections, taken or not, and the newest notices for them",
      response: { 200: successEnvelope(teacherDashboardSchema), ...failures(401, 403) },
    },
    handler: async (request) =>
      ok(
        await teacherDashboard(
          app.db,
          schoolOf(request).id,
          { id: teacherOf(request).id, userId: sessionOf(request).user.id },
          await platformTimeZone(app.access),
          new Date(),
        ),
      ),
  });

  app.get('/sections', {
    config: { permission: 'teaching_view' },
    schema: {
      tags,
      summary: 'The sections the teacher teaches (class teacher, or a subject there), with their subjects',
      response: { 200: successEnvelope(teachingSectionListSchema), ...failures(401, 403) },
    },
    handler: async (request) =>
      ok({ sections: await teachingSections(app.db, schoolOf(request).id, teacherOf(request).id) }),
  });

  app.get('/sections/:id/students', {
    config: { permission: 'teaching_view' },
    schema: {
      tags,
      summary: "One of the teacher's sections' students this year, with their parents' names and phones",
      params: idParams,
      response: { 200: successEnvelope(sectionPupilListSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const section = await ownSection(schoolOf(request).id, teacherOf(request).id, request.params.id);
      return ok({ students: await sectionPupils(app.db, schoolOf(request).id, section.id) });
    },
  });

  app.get('/sections/:id/attendance/:date', {
    config: { permission: 'attendance_take' },
    schema: {
      tags,
      summary: "One of the teacher's sections' register of a date, and until when they may save it",
      params: registerParams,
      response: { 200: registerEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const section = await ownSection(schoolOf(request).id, teacherOf(request).id, request.params.id);
      return ok(
        await readRegister(
          app.db,
          await registerCaller(app, request, 'teacher'),
          section,
          request.params.date,
        ),
      );
    },
  });

  app.put('/sections/:id/attendance/:date', {
    config: { permission: 'attendance_take' },
    schema: {
      tags,
      summary: "Take or correct one of the teacher's sections' register, until the school's cut-off",
      params: registerParams,
      body: attendanceSaveSchema,
      response: { 200: registerEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const section = await ownSection(schoolOf(request).id, teacherOf(request).id, request.params.id);
      return ok(
        await saveRegister(
          app.db,
          await registerCaller(app, request, 'teacher'),
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
