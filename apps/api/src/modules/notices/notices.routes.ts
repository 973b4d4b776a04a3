import {
  idParams,
  messageEnvelope,
  noticeInputSchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticeSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { noticeBatches, noticeList } from './notices.repository';
import { createNotice, editNotice, getNotice, noticePage, removeNotice } from './notices.service';
import { say } from '../../lib/i18n';

const tags = ['School: notices'];
const noticeEnvelope = successEnvelope(noticeSchema);

/** /api/school/notices: the notices the signed-in admin's school posts on its dashboard. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notices', {
    config: { permission: 'notices_view' },
    schema: {
      tags,
      summary: "The school's notices, newest publish date first or sorted, with search",
      querystring: noticeListQuerySchema,
      response: { 200: successEnvelope(noticeListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await noticePage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/notices/export', {
    config: { permission: 'notices_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list, streamed',
      querystring: noticeListQuerySchema.pick({ search: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'notices',
        filters: request.query,
        header: [
          'id',
          'title',
          'body',
          'publish_date',
          'audience',
          'class',
          'section',
          'posted_by',
          'created_at',
        ],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, noticeList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: noticeBatches(app.db, schoolOf(request).id, request.query),
        toCells: (n) => [
          n.id,
          n.title,
          n.body,
          n.publish_date,
          n.audience,
          n.class_name,
          n.section_name,
          n.author_name,
          n.created_at,
        ],
      }),
  });

  app.post('/notices', {
    config: { permission: 'notices_create' },
    schema: {
      tags,
      summary: 'Post a notice',
      body: noticeInputSchema,
      response: { 201: noticeEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createNotice(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.notice_created'),
          ),
        ),
  });

  app.get('/notices/:id', {
    config: { permission: 'notices_view' },
    schema: {
      tags,
      summary: 'One notice',
      params: idParams,
      response: { 200: noticeEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getNotice(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/notices/:id', {
    config: { permission: 'notices_update' },
    schema: {
      tags,
      summary: 'Update a notice',
      params: idParams,
      body: noticeInputSchema,
      response: { 200: noticeEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editNotice(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.notice_updated'),
      ),
  });

  app.delete('/notices/:id', {
    config: { permission: 'notices_delete' },
    schema: {
      tags,
      summary: 'Delete a notice',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      await removeNotice(app.db, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.notice_deleted'));
    },
  });
};
