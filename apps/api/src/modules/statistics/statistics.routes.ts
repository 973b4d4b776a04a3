import {
  ACTIVITY_WINDOWS,
  activityQuerySchema,
  activityStatisticsSchema,
  fieldMessage,
  growthQuerySchema,
  growthStatisticsSchema,
  performanceStatisticsSchema,
  platformStatisticsSchema,
  recentActivityListSchema,
  recentActivityQuerySchema,
  schoolsStatisticsSchema,
  STATISTICS_PERIODS,
  statisticsOverviewSchema,
  successEnvelope,
  usersStatisticsSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/app-error';
import { platformTimeZone } from '../access/access-cache';
import { failures, ok } from '../../lib/envelope';
import { recentActivities } from './recent-activity.repository';
import {
  activityStatistics,
  growthStatistics,
  performanceStatistics,
  platformStatistics,
  schoolsStatistics,
  statisticsOverview,
  usersStatistics,
} from './statistics.service';

const tags = ['Superadmin: statistics'];

/**
 * A period or window the screen does not offer is a well-formed choice we refuse, answered 422
 * like a list's sort outside its whitelist (docs/decisions.md, "Lists"), not 400.
 */
const CHOICES: Record<string, readonly string[]> = { period: STATISTICS_PERIODS, days: ACTIVITY_WINDOWS };

/** /api/superadmin/statistics/*: figures counted from the data at the moment of the request. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown>;
    for (const [field, offered] of Object.entries(CHOICES)) {
      const value = query[field];
      if (value !== undefined && !(typeof value === 'string' && offered.includes(value))) {
        throw invalid({ [field]: [fieldMessage('one_of', field, { values: offered.join(', ') })] });
      }
    }
  });

  app.get('/statistics', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: "Platform figures with the dashboard cards' change over the last 30 days",
      response: { 200: successEnvelope(statisticsOverviewSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await statisticsOverview(app.db, new Date(), await platformTimeZone(app.access))),
  });

  app.get('/statistics/platform', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: 'Schools, users, students and teachers, notices of the week and sign-ins today',
      response: { 200: successEnvelope(platformStatisticsSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await platformStatistics(app.db, new Date(), await platformTimeZone(app.access))),
  });

  app.get('/statistics/growth', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: 'Schools, users and students over the last 12 days, ISO weeks or months (platform timezone)',
      querystring: growthQuerySchema,
      response: { 200: successEnvelope(growthStatisticsSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) =>
      ok(
        await growthStatistics(app.db, request.query.period, new Date(), await platformTimeZone(app.access)),
      ),
  });

  app.get('/statistics/activity', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary:
        'Registrations, sign-ins, notices and student enrolments per day (platform timezone) over 7, 30 or 90 days',
      querystring: activityQuerySchema,
      response: { 200: successEnvelope(activityStatisticsSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) =>
      ok(
        await activityStatistics(app.db, request.query.days, new Date(), await platformTimeZone(app.access)),
      ),
  });

  app.get('/statistics/schools', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: 'The 10 schools with the most students and teachers, and schools per state',
      response: { 200: successEnvelope(schoolsStatisticsSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await schoolsStatistics(app.db)),
  });

  app.get('/statistics/users', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: 'Users in all and per role',
      response: { 200: successEnvelope(usersStatisticsSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await usersStatistics(app.db)),
  });

  app.get('/statistics/performance', {
    config: { permission: 'statistics_view' },
    schema: {
      tags,
      summary: 'Retention, active users, adoption and the shares of active schools and accounts',
      response: { 200: successEnvelope(performanceStatisticsSchema), ...failures(401, 403) },
    },
    handler: async () =>
      ok(await performanceStatistics(app.db, new Date(), await platformTimeZone(app.access))),
  });

  app.get('/statistics/recent-activity', {
    config: { permission: 'dashboard_view' },
    schema: {
      tags,
      summary: "The platform's latest 10 audit entries, for the dashboard",
      querystring: recentActivityQuerySchema,
      response: { 200: successEnvelope(recentActivityListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => ok({ activities: await recentActivities(app.db, request.query.direction) }),
  });
};
