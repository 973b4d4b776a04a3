import {
  assignStudentsInputSchema,
  enrolledStudentListSchema,
  idParams,
  messageEnvelope,
  pageQuerySchema,
  sectionAnalyticsSchema,
  sectionInputSchema,
  sectionListQuerySchema,
  sectionListSchema,
  sectionSchema,
  sectionSummarySchema,
  sectionUpdateSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { sectionBatches, sectionList } from './sections.repository';
import {
  assignStudents,
  createSection,
  editSection,
  getSection,
  presentedBatches,
  removeSection,
  sectionAnalytics,
  sectionPage,
  sectionStudents,
  sectionSummary,
} from './sections.service';
import { say } from '../../lib/i18n';

const tags = ['School: sections'];
const sectionEnvelope = successEnvelope(sectionSchema);
const filtersSchema = sectionListQuerySchema.pick({ search: true, class_id: true });

/** /api/school/sections: the signed-in admin's school only (tenancy hook on the scope). */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sections', {
    config: { permission: 'sections_view' },
    schema: {
      tags,
      summary: "The school's sections by name, or sorted, with search and a class filter",
      querystring: sectionListQuerySchema,
      response: { 200: successEnvelope(sectionListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await sectionPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/sections/summary', {
    config: { permission: 'sections_view' },
    schema: {
      tags,
      summary: 'Stat cards over every section of the school (or of the filtered class)',
      querystring: filtersSchema,
      response: { 200: successEnvelope(sectionSummarySchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => ok(await sectionSummary(app.db, schoolOf(request).id, request.query)),
  });

  app.get('/sections/export', {
    config: { permission: 'sections_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list with students and seats left, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'sections',
        filters: request.query,
        header: ['id', 'class', 'name', 'capacity', 'students', 'seats_left', 'created_at'],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, sectionList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: presentedBatches(
          app.db,
          schoolOf(request).id,
          sectionBatches(app.db, schoolOf(request).id, request.query),
        ),
        // A section without a capacity has no limit: no seats are counted as left.
        toCells: (s) => [
          s.id,
          s.class_name,
          s.name,
          s.capacity,
          s.students_count,
          s.capacity === null ? null : Math.max(0, s.capacity - s.students_count),
          s.created_at,
        ],
      }),
  });

  app.post('/sections', {
    config: { permission: 'sections_create' },
    schema: {
      tags,
      summary: 'Create a section of a class',
      body: sectionInputSchema,
      response: { 201: sectionEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createSection(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.section_created'),
          ),
        ),
  });

  app.get('/sections/:id', {
    config: { permission: 'sections_view' },
    schema: {
      tags,
      summary: 'One section with its class and students count',
      params: idParams,
      response: { 200: sectionEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getSection(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/sections/:id', {
    config: { permission: 'sections_update' },
    schema: {
      tags,
      summary: "Update a section's name and capacity (its class stays)",
      params: idParams,
      body: sectionUpdateSchema,
      response: { 200: sectionEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editSection(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.section_updated'),
      ),
  });

  app.delete('/sections/:id', {
    config: { permission: 'sections_delete' },
    schema: {
      tags,
      summary: 'Delete a section nobody is enrolled in',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeSection(app.db, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.section_deleted'));
    },
  });

  app.get('/sections/:id/students', {
    config: { permission: 'sections_view' },
    schema: {
      tags,
      summary: "The section's students in the current academic year, by name",
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: successEnvelope(enrolledStudentListSchema), ...failures(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(await sectionStudents(app.db, schoolOf(request).id, request.params.id, request.query)),
  });

  app.post('/sections/:id/assign-students', {
    config: { permission: 'sections_assign_students' },
    schema: {
      tags,
      summary: "Move active students of the section's class into it, within its capacity; all or none",
      params: idParams,
      body: assignStudentsInputSchema,
      response: { 200: sectionEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await assignStudents(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.students_assigned'),
      ),
  });

  app.get('/sections/:id/analytics', {
    config: { permission: 'sections_view' },
    schema: {
      tags,
      summary: 'Students, capacity and its use, attendance (null until recorded), gender split',
      params: idParams,
      response: { 200: successEnvelope(sectionAnalyticsSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await sectionAnalytics(app.db, schoolOf(request).id, request.params.id)),
  });
};
