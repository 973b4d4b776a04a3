import {
  idParams,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquirySchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { pageRequest } from '../../lib/pagination';
import { inquiryPage, setInquiryHandled } from './contact.service';

const tags = ['Superadmin: inquiries'];

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
          handled ? 'Inquiry marked as handled.' : 'Inquiry reopened.',
        ),
    });
  }
};
