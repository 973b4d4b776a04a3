import { idParams, studentDetailSchema, studentPromoteSchema, successEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { promoteStudent } from './students.service';
import { say } from '../../lib/i18n';

/** /api/school-admin/students/:id/promote: the one call spec 02 keeps under /school-admin. */
export const studentsPromoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/students/:id/promote', {
    config: { permission: 'students_promote' },
    schema: {
      tags: ['School: students'],
      summary: "Enrol the student in another year's class; the years before stay as history",
      params: idParams,
      body: studentPromoteSchema,
      response: { 200: successEnvelope(studentDetailSchema), ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await promoteStudent(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.student_promoted'),
      ),
  });
};
