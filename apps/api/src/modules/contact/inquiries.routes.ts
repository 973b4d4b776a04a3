import {
  idParams,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquirySchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { sendCsvExport } from '../audit/csv-export';
import { inquiryBatches, inquiryList } from './contact.repository';
import { inquiryPage, present, setInquiryHandled } from './contact.service';
import { say } from '../../lib/i18n';

const tags = ['Superadmin: inquiries'];
const filtersSchema = inquiryListQuerySchema.pick({ search: true, status: true });

const CSV_HEADER = [
  'id',
  'name',
  'email',
  'school',
  'phone',
  'subject',
  'message',
  'status',
  'handled_at',
  'handled_by',
  'created_at',
] as const;

/** /api/superadmin/inquiries: the contact form's messages; superadmin only (hook on the parent). */
export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/inquiries', {
    config: { permission: 'inquiries_view' },
    schema: {
      tags,
      summary: 'Contact messages, newest first or sorted, with search and an open/handled filter',
      querystring: inquiryListQuerySchema,
      response: { 200: successEnvelope(inquiryListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(await inquiryPage(app.db, filters, pageRequest({ page, per_page, sort, direction })));
    },
  });

  app.get('/inquiries/export', {
    config: { permission: 'inquiries_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list (same filters as the list), newest first, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'inquiries',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['handled_at', 'created_at'],
        count: (bound) => countList(app.db, inquiryList(app.db, request.query).count, bound),
        batches: inquiryBatches(app.db, request.query),
        toCells: (row) => {
          const i = present(row);
          return [
            i.id,
            i.name,
            i.email,
            i.school,
            i.phone,
            i.subject,
            i.message,
            i.status,
            i.handled_at,
            i.handled_by?.name,
            i.created_at,
          ];
        },
      }),
  });

  for (const [action, handled] of [
    ['handle', true],
    ['reopen', false],
  ] as const) {
    app.post(`/inquiries/:id/${action}`, {
      config: { permission: 'inquiries_update' },
      schema: {
        tags,
        summary: handled ? 'Mark a message as handled' : 'Open a handled message again',
        params: idParams,
        response: { 200: successEnvelope(inquirySchema), ...failures(400, 401, 403, 404) },
      },
      handler: async (request) =>
        ok(
          await setInquiryHandled(app.db, request.params.id, handled, request.actor()),
          say(handled ? 'success.inquiry_handled' : 'success.inquiry_reopened'),
        ),
    });
  }
};
