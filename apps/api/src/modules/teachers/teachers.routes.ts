import {
  assignClassesInputSchema,
  assignSubjectsInputSchema,
  idParams,
  messageEnvelope,
  successEnvelope,
  teacherAnalyticsSchema,
  teacherCreateSchema,
  teacherDetailSchema,
  teacherListQuerySchema,
  teacherListSchema,
  teacherPerformanceSchema,
  teacherSchema,
  teacherUpdateSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { sendCsvExport } from '../audit/csv-export';
import { TEACHER_EXPORT_HEADER } from './teachers-export';
import { withTeaching } from './teaching-of-teachers';
import {
  assignClasses,
  assignSubjects,
  getTeacherDetail,
  teacherPerformance,
} from './teacher-assignments.service';
import { teacherBatches, teacherList } from './teachers.repository';
import { createTeacher, editTeacher, removeTeacher, teacherAnalytics, teacherPage } from './teachers.service';
import { say } from '../../lib/i18n';

const tags = ['School: teachers'];
const teacherEnvelope = successEnvelope(teacherSchema);
const teacherDetailEnvelope = successEnvelope(teacherDetailSchema);
const filtersSchema = teacherListQuerySchema.pick({
  search: true,
  gender: true,
  specialization: true,
  archived: true,
});

/** /api/school/teachers: the signed-in admin's school only (tenancy hook on the scope). */
export const teachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/teachers', {
    config: { permission: 'teachers_view' },
    schema: {
      tags,
      summary: "The school's teachers by name, or sorted, with search, gender and specialization filters",
      querystring: teacherListQuerySchema,
      response: { 200: successEnvelope(teacherListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await teacherPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/teachers/analytics', {
    config: { permission: 'teachers_view' },
    schema: {
      tags,
      summary: 'Stat cards and charts over every teacher of the school',
      response: { 200: successEnvelope(teacherAnalyticsSchema), ...failures(401, 403) },
    },
    handler: async (request) =>
      ok(await teacherAnalytics(app.db, schoolOf(request).id, await platformTimeZone(app.access))),
  });

  app.get('/teachers/export', {
    config: { permission: 'teachers_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list with their classes and subjects, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'teachers',
        filters: request.query,
        header: TEACHER_EXPORT_HEADER,
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, teacherList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: withTeaching(app.db, teacherBatches(app.db, schoolOf(request).id, request.query)),
        toCells: (t) => [
          t.id,
          t.name,
          t.email,
          t.phone,
          t.employee_code,
          t.qualification,
          t.specialization,
          t.date_of_joining,
          t.gender,
          t.dob,
          t.classes,
          t.subjects,
          t.created_at,
        ],
      }),
  });

  app.post('/teachers', {
    config: { permission: 'teachers_create' },
    schema: {
      tags,
      summary: 'Create a teacher and their sign-in (role teacher)',
      body: teacherCreateSchema,
      response: { 201: teacherEnvelope, ...failures(401, 403, 422, 429) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createTeacher(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.teacher_created'),
          ),
        ),
  });

  app.get('/teachers/:id', {
    config: { permission: 'teachers_view' },
    schema: {
      tags,
      summary: 'One teacher with their classes, sections, class-teacher places and subjects',
      params: idParams,
      response: { 200: teacherDetailEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getTeacherDetail(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/teachers/:id', {
    config: { permission: 'teachers_update' },
    schema: {
      tags,
      summary: 'Update a teacher and the name, e-mail and phone of their sign-in (not the password)',
      params: idParams,
      body: teacherUpdateSchema,
      response: { 200: teacherEnvelope, ...failures(401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await editTeacher(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.teacher_updated'),
      ),
  });

  app.delete('/teachers/:id', {
    config: { permission: 'teachers_delete' },
    schema: {
      tags,
      summary: 'Delete a teacher, their assignments and their sign-in',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      await removeTeacher(app, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.teacher_deleted'));
    },
  });

  app.post('/teachers/:id/assign-classes', {
    config: { permission: 'teachers_assign_classes' },
    schema: {
      tags,
      summary: "Replace the teacher's classes (and sections of them) and the places they lead; all or none",
      params: idParams,
      body: assignClassesInputSchema,
      response: { 200: teacherDetailEnvelope, ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await assignClasses(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.classes_assigned'),
      ),
  });

  app.post('/teachers/:id/assign-subjects', {
    config: { permission: 'teachers_assign_subjects' },
    schema: {
      tags,
      summary: "Replace the teacher's subjects, in the chosen classes and sections or school-wide",
      params: idParams,
      body: assignSubjectsInputSchema,
      response: { 200: teacherDetailEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await assignSubjects(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.subjects_assigned'),
      ),
  });

  app.get('/teachers/:id/performance', {
    config: { permission: 'teachers_view' },
    schema: {
      tags,
      summary: 'Assignments, classes, subjects and sign-in activity of one teacher',
      params: idParams,
      response: { 200: successEnvelope(teacherPerformanceSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await teacherPerformance(app.db, schoolOf(request).id, request.params.id)),
  });
};
