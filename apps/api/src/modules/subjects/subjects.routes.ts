import {
  idParams,
  messageEnvelope,
  subjectInputSchema,
  subjectListQuerySchema,
  subjectListSchema,
  subjectSchema,
  subjectTeachingInputSchema,
  subjectTeachingSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { setSubjectTeaching, subjectTeaching } from './subject-teaching.service';
import { subjectBatches, subjectList } from './subjects.repository';
import { createSubject, editSubject, getSubject, removeSubject, subjectPage } from './subjects.service';
import { say } from '../../lib/i18n';

const tags = ['School: subjects'];
const subjectEnvelope = successEnvelope(subjectSchema);

/** /api/school/subjects: the signed-in admin's school only (tenancy hook on the scope). */
export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/subjects', {
    config: { permission: 'subjects_view' },
    schema: {
      tags,
      summary: "The school's subjects, by name or sorted, with search",
      querystring: subjectListQuerySchema,
      response: { 200: successEnvelope(subjectListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await subjectPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/subjects/export', {
    config: { permission: 'subjects_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list, streamed',
      querystring: subjectListQuerySchema.pick({ search: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'subjects',
        filters: request.query,
        header: ['id', 'name', 'code', 'description', 'created_at'],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, subjectList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: subjectBatches(app.db, schoolOf(request).id, request.query),
        toCells: (s) => [s.id, s.name, s.code, s.description, s.created_at],
      }),
  });

  app.post('/subjects', {
    config: { permission: 'subjects_create' },
    schema: {
      tags,
      summary: 'Create a subject',
      body: subjectInputSchema,
      response: { 201: subjectEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createSubject(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.subject_created'),
          ),
        ),
  });

  app.get('/subjects/:id', {
    config: { permission: 'subjects_view' },
    schema: {
      tags,
      summary: 'One subject',
      params: idParams,
      response: { 200: subjectEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getSubject(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/subjects/:id', {
    config: { permission: 'subjects_update' },
    schema: {
      tags,
      summary: 'Update a subject',
      params: idParams,
      body: subjectInputSchema,
      response: { 200: subjectEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editSubject(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.subject_updated'),
      ),
  });

  app.delete('/subjects/:id', {
    config: { permission: 'subjects_delete' },
    schema: {
      tags,
      summary: 'Delete a subject no teacher is assigned to',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeSubject(app.db, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.subject_deleted'));
    },
  });

  app.get('/subjects/:id/teaching', {
    config: { permission: 'subjects_view' },
    schema: {
      tags,
      summary: 'The classes that offer a subject and its teachers in each class or section',
      params: idParams,
      response: { 200: successEnvelope(subjectTeachingSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await subjectTeaching(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/subjects/:id/teaching', {
    config: { permission: 'subjects_update' },
    schema: {
      tags,
      summary: 'Replace the classes that offer a subject and its teachers there (school-wide teachers stay)',
      params: idParams,
      body: subjectTeachingInputSchema,
      response: { 200: successEnvelope(subjectTeachingSchema), ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await setSubjectTeaching(
          app.db,
          schoolOf(request).id,
          request.params.id,
          request.body,
          request.actor(),
        ),
        say('success.subject_teaching_saved'),
      ),
  });
};
