import {
  classAnalyticsSchema,
  classInputSchema,
  classListQuerySchema,
  classListSchema,
  classSchema,
  classSummarySchema,
  classTeacherSchema,
  enrolledStudentListSchema,
  idParams,
  messageEnvelope,
  pageQuerySchema,
  successEnvelope,
} from '@school/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { classBatches, classList } from './classes.repository';
import {
  classAnalytics,
  classPage,
  classStudents,
  classSummary,
  classTeachers,
  createClass,
  editClass,
  exportedBatches,
  getClass,
  removeClass,
} from './classes.service';
import { say } from '../../lib/i18n';

const tags = ['School: classes'];
const classEnvelope = successEnvelope(classSchema);

/** /api/school/classes: the signed-in admin's school only (tenancy hook on the scope). */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/classes', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: "The school's classes by grade, or sorted, with search; counts of the current year",
      querystring: classListQuerySchema,
      response: { 200: successEnvelope(classListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await classPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/classes/summary', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: 'Stat cards and grade distribution over every class of the school',
      response: { 200: successEnvelope(classSummarySchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await classSummary(app.db, schoolOf(request).id)),
  });

  app.get('/classes/export', {
    config: { permission: 'classes_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list with sections, students, teachers and seats, streamed',
      querystring: classListQuerySchema.pick({ search: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'classes',
        filters: request.query,
        header: ['id', 'name', 'grade_level', 'sections', 'students', 'teachers', 'capacity', 'created_at'],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, classList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: exportedBatches(
          app.db,
          schoolOf(request).id,
          classBatches(app.db, schoolOf(request).id, request.query),
        ),
        toCells: (c) => [
          c.id,
          c.name,
          c.grade_level,
          c.sections_count,
          c.students_count,
          c.teachers_count,
          c.capacity,
          c.created_at,
        ],
      }),
  });

  app.post('/classes', {
    config: { permission: 'classes_create' },
    schema: {
      tags,
      summary: 'Create a class',
      body: classInputSchema,
      response: { 201: classEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createClass(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.class_created'),
          ),
        ),
  });

  app.get('/classes/:id', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: 'One class with its counts',
      params: idParams,
      response: { 200: classEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getClass(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/classes/:id', {
    config: { permission: 'classes_update' },
    schema: {
      tags,
      summary: 'Update a class',
      params: idParams,
      body: classInputSchema,
      response: { 200: classEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editClass(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.class_updated'),
      ),
  });

  app.delete('/classes/:id', {
    config: { permission: 'classes_delete' },
    schema: {
      tags,
      summary: 'Delete a class nobody is enrolled in, with its sections',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeClass(app.db, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.class_deleted'));
    },
  });

  app.get('/classes/:id/students', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: "The class's students in the current academic year, by name",
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: successEnvelope(enrolledStudentListSchema), ...failures(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(await classStudents(app.db, schoolOf(request).id, request.params.id, request.query)),
  });

  app.get('/classes/:id/teachers', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: "The class's teachers and the sections they teach",
      params: idParams,
      response: {
        200: successEnvelope(z.object({ teachers: z.array(classTeacherSchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) =>
      ok({ teachers: await classTeachers(app.db, schoolOf(request).id, request.params.id) }),
  });

  app.get('/classes/:id/analytics', {
    config: { permission: 'classes_view' },
    schema: {
      tags,
      summary: 'Students, teachers, sections and subjects of the class; students per section and by gender',
      params: idParams,
      response: { 200: successEnvelope(classAnalyticsSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await classAnalytics(app.db, schoolOf(request).id, request.params.id)),
  });
};
