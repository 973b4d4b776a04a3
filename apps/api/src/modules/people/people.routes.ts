import {
  idParams,
  linkedRecordsSchema,
  parentSchema,
  studentDetailSchema,
  studentInviteResultSchema,
  studentInviteSchema,
  successEnvelope,
  teacherSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { makePrimaryParent, unlinkStudent } from '../parents/parents.service';
import { archiveStudent, archiveTeacher, restoreStudent, restoreTeacher } from './archive.service';
import { inviteStudent } from './invite.service';
import { linkedRecords } from './linked-records.service';
import { say } from '../../lib/i18n';

/** A parent's link to one student: both ids in the path. */
const linkParams = z.object({ id: idParams.shape.id, studentId: idParams.shape.id });
const linksEnvelope = successEnvelope(linkedRecordsSchema);

/**
 * /api/school: the person model's calls (docs/decisions.md, "People"): what goes with a person
 * before a delete, archive and restore, a student's invitation, and a parent's links one by one.
 * The signed-in admin's school only (tenancy hook on the scope).
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, role, permission] of [
    ['students', 'student', 'students_delete'],
    ['teachers', 'teacher', 'teachers_delete'],
    ['parents', 'parent', 'parents_delete'],
  ] as const) {
    app.get(`/${path}/:id/links`, {
      config: { permission },
      schema: {
        tags: [`School: ${path}`],
        summary: `What a delete of the ${role} takes with it, and the roles their account keeps`,
        params: idParams,
        response: { 200: linksEnvelope, ...failures(401, 403, 404) },
      },
      handler: async (request) =>
        ok(await linkedRecords(app.db, schoolOf(request).id, role, request.params.id)),
    });
  }

  const studentEnvelope = successEnvelope(studentDetailSchema);
  app.post('/students/:id/archive', {
    config: { permission: 'students_delete' },
    schema: {
      tags: ['School: students'],
      summary: 'Archive the student: kept with their history, out of the lists, counts, seats and sign-in',
      params: idParams,
      response: { 200: studentEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await archiveStudent(app.db, schoolOf(request).id, request.params.id, request.actor()),
        say('success.student_archived'),
      ),
  });
  app.post('/students/:id/restore', {
    config: { permission: 'students_delete' },
    schema: {
      tags: ['School: students'],
      summary: 'Restore an archived student (409 when their section has no seat left)',
      params: idParams,
      response: { 200: studentEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await restoreStudent(app.db, schoolOf(request).id, request.params.id, request.actor()),
        say('success.student_restored'),
      ),
  });

  const teacherEnvelope = successEnvelope(teacherSchema);
  app.post('/teachers/:id/archive', {
    config: { permission: 'teachers_delete' },
    schema: {
      tags: ['School: teachers'],
      summary: 'Archive the teacher: kept with their assignments, out of the lists, counts and sign-in',
      params: idParams,
      response: { 200: teacherEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await archiveTeacher(app.db, schoolOf(request).id, request.params.id, request.actor()),
        say('success.teacher_archived'),
      ),
  });
  app.post('/teachers/:id/restore', {
    config: { permission: 'teachers_delete' },
    schema: {
      tags: ['School: teachers'],
      summary: 'Restore an archived teacher',
      params: idParams,
      response: { 200: teacherEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await restoreTeacher(app.db, schoolOf(request).id, request.params.id, request.actor()),
        say('success.teacher_restored'),
      ),
  });

  app.post('/students/:id/invite', {
    // Rate-limited like a password reset: each call sends an e-mail.
    config: { permission: 'students_update', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    schema: {
      tags: ['School: students'],
      summary: "E-mail a link to set the student's password, to the student or one of their parents",
      params: idParams,
      body: studentInviteSchema,
      response: {
        200: successEnvelope(studentInviteResultSchema),
        ...failures(401, 403, 404, 409, 422, 429),
      },
    },
    handler: async (request) =>
      ok(
        await inviteStudent(app, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.invitation_sent'),
      ),
  });

  const parentEnvelope = successEnvelope(parentSchema);
  app.delete('/parents/:id/students/:studentId', {
    config: { permission: 'parents_link_students' },
    schema: {
      tags: ['School: parents'],
      summary: 'Remove the link between the parent and one of their children',
      params: linkParams,
      response: { 200: parentEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) =>
      ok(
        await unlinkStudent(
          app.db,
          schoolOf(request).id,
          request.params.id,
          request.params.studentId,
          request.actor(),
        ),
        say('success.student_unlinked'),
      ),
  });
  app.put('/parents/:id/students/:studentId/primary', {
    config: { permission: 'parents_link_students' },
    schema: {
      tags: ['School: parents'],
      summary: "Make the parent the child's primary parent (the one before no longer is)",
      params: linkParams,
      response: { 200: parentEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) =>
      ok(
        await makePrimaryParent(
          app.db,
          schoolOf(request).id,
          request.params.id,
          request.params.studentId,
          request.actor(),
        ),
        say('success.primary_parent_set'),
      ),
  });
};
