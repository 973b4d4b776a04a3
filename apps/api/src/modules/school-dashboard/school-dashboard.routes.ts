import { schoolDashboardStatsSchema, successEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { dashboardStats } from './school-dashboard.service';

/** /api/school-admin/dashboard/stats: the call spec 02 names for the dashboard, under its prefix. */
export const schoolDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard/stats', {
    config: { permission: 'school_dashboard_view' },
    schema: {
      tags: ['School: dashboard'],
      summary:
        'Students, teachers, classes and sections now and a week ago, enrolment trend, class sizes and recent activity',
      response: { 200: successEnvelope(schoolDashboardStatsSchema), ...failures(401, 403) },
    },
    handler: async (request) =>
      ok(await dashboardStats(app.db, schoolOf(request).id, new Date(), await platformTimeZone(app.access))),
  });
};
