import {
  idParams,
  linkStudentInputSchema,
  messageEnvelope,
  parentAnalyticsSchema,
  parentChildSchema,
  parentInputSchema,
  parentListQuerySchema,
  parentListSchema,
  parentSchema,
  parentUpdateSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { parentBatches, parentList } from './parents.repository';
import {
  createParent,
  editParent,
  getParent,
  linkStudent,
  parentAnalytics,
  parentChildren,
  parentPage,
  removeParent,
} from './parents.service';
import { say } from '../../lib/i18n';

const tags = ['School: parents'];
const parentEnvelope = successEnvelope(parentSchema);
const filtersSchema = parentListQuerySchema.pick({ search: true, relationship_type: true });

/** /api/school/parents: the signed-in admin's school only (tenancy hook on the scope). */
export const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/parents', {
    config: { permission: 'parents_view' },
    schema: {
      tags,
      summary: "The school's parents, newest first or sorted, with search and a relationship filter",
      querystring: parentListQuerySchema,
      response: { 200: successEnvelope(parentListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await parentPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/parents/analytics', {
    config: { permission: 'parents_view' },
    schema: {
      tags,
      summary: 'Stat cards and relationship chart over every parent of the school',
      response: { 200: successEnvelope(parentAnalyticsSchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await parentAnalytics(app.db, schoolOf(request).id)),
  });

  app.get('/parents/export', {
    config: { permission: 'parents_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'parents',
        filters: request.query,
        header: [
          'id',
          'name',
          'email',
          'phone',
          'relationship_type',
          'occupation',
          'alt_phone',
          'children_count',
          'created_at',
        ],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, parentList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: parentBatches(app.db, schoolOf(request).id, request.query),
        toCells: (p) => [
          p.id,
          p.name,
          p.email,
          p.phone,
          p.relationship_type,
          p.occupation,
          p.alt_phone,
          Number(p.children_count),
          p.created_at,
        ],
      }),
  });

  app.post('/parents', {
    config: { permission: 'parents_create' },
    schema: {
      tags,
      summary: 'Register a parent: their account (role parent) and their links to students',
      body: parentInputSchema,
      response: { 201: parentEnvelope, ...failures(401, 403, 409, 422, 429) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createParent(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.parent_created'),
          ),
        ),
  });

  app.get('/parents/:id', {
    config: { permission: 'parents_view' },
    schema: {
      tags,
      summary: 'One parent with their children',
      params: idParams,
      response: { 200: parentEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getParent(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/parents/:id', {
    config: { permission: 'parents_update' },
    schema: {
      tags,
      summary: "Update a parent and their account's name, e-mail and phone (not the password)",
      params: idParams,
      body: parentUpdateSchema,
      response: { 200: parentEnvelope, ...failures(401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await editParent(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.parent_updated'),
      ),
  });

  app.delete('/parents/:id', {
    config: { permission: 'parents_delete' },
    schema: {
      tags,
      summary: 'Delete a parent with their links and their account (409 if it holds other roles)',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeParent(app, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.parent_deleted'));
    },
  });

  app.post('/parents/:id/link-student', {
    config: { permission: 'parents_link_students' },
    schema: {
      tags,
      summary: 'Link a student of the school to the parent, once',
      params: idParams,
      body: linkStudentInputSchema,
      response: { 200: parentEnvelope, ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await linkStudent(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.student_linked'),
      ),
  });

  app.get('/parents/:id/children', {
    config: { permission: 'parents_view' },
    schema: {
      tags,
      summary: "The parent's linked students by name, with their class and section this year",
      params: idParams,
      response: {
        200: successEnvelope(z.object({ children: z.array(parentChildSchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) =>
      ok({ children: await parentChildren(app.db, schoolOf(request).id, request.params.id) }),
  });
};
