import { schoolActivityListQuerySchema, schoolActivityListSchema, successEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { activityPage } from './school-dashboard.service';

/** /api/school/activities: the dashboard's View All, the school's own audit entries only. */
export const schoolActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/activities', {
    config: { permission: 'school_dashboard_view' },
    schema: {
      tags: ['School: dashboard'],
      summary: "The school's activity (its audit entries), newest first, optionally of one event",
      querystring: schoolActivityListQuerySchema,
      response: { 200: successEnvelope(schoolActivityListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, ...filters } = request.query;
      return ok(await activityPage(app.db, schoolOf(request).id, filters, page, per_page));
    },
  });
};
