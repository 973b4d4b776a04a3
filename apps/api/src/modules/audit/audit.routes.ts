import {
  auditActivityQuerySchema,
  auditActivitySchema,
  auditFiltersSchema,
  auditLogListQuerySchema,
  auditLogListSchema,
  idParams,
  schoolActivityTrailSchema,
  subjectActivityQuerySchema,
  successEnvelope,
  userActivitySchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { platformTimeZone } from '../access/access-cache';
import { countLogs, logBatches, logQuery } from './audit-query.repository';
import { activity, checkDateRange, logPage, schoolActivity, userActivity } from './audit.service';
import { sendCsvExport } from './csv-export';

const tags = ['Superadmin: audit'];

const CSV_HEADER = [
  'id',
  'created_at',
  'event',
  'description',
  'user_id',
  'user_name',
  'user_email',
  'school_id',
  'school_name',
  'ip_address',
  'user_agent',
  'properties',
] as const;

/**
 * /api/superadmin/audit: the trail, read only. No route here (or anywhere) edits or deletes an
 * entry; entries are written by the changes they record (recordAudit).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit/logs', {
    config: { permission: 'audit_view' },
    schema: {
      tags,
      summary: 'Audit entries, newest first, with search, event, user, school and date filters',
      querystring: auditLogListQuerySchema,
      response: { 200: successEnvelope(auditLogListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, ...filters } = request.query;
      return ok(
        await logPage(app.db, { ...filters, timeZone: await platformTimeZone(app.access) }, page, per_page),
      );
    },
  });

  app.get('/audit/logs/export', {
    config: { permission: 'audit_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered trail (same filters as the list), newest first, streamed',
      querystring: auditFiltersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      checkDateRange(request.query);
      const filters = await logQuery(app.db, {
        ...request.query,
        timeZone: await platformTimeZone(app.access),
      });
      return sendCsvExport(app.db, request, reply, {
        resource: 'audit logs',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['created_at'],
        count: (bound) => countLogs(app.db, filters, bound),
        batches: logBatches(app.db, filters),
        toCells: (log) => [
          log.id,
          log.created_at,
          log.event,
          log.description,
          log.user_id,
          log.user?.name,
          log.user?.email,
          log.school_id,
          log.school?.name,
          log.ip_address,
          log.user_agent,
          log.properties === null ? null : JSON.stringify(log.properties),
        ],
      });
    },
  });

  app.get('/audit/activity', {
    config: { permission: 'audit_view' },
    schema: {
      tags,
      summary:
        'Activity over the last `days` days of the platform timezone: summary, daily figures, security events',
      querystring: auditActivityQuerySchema,
      response: { 200: successEnvelope(auditActivitySchema), ...failures(400, 401, 403) },
    },
    handler: async (request) =>
      ok(await activity(app.db, request.query.days, await platformTimeZone(app.access))),
  });

  app.get('/audit/users/:id/activity', {
    config: { permission: 'audit_view' },
    schema: {
      tags,
      summary:
        "A user's entries (those they made) of the last `days` days of the platform timezone, newest first, and their counts by event",
      params: idParams,
      querystring: subjectActivityQuerySchema,
      response: { 200: successEnvelope(userActivitySchema), ...failures(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { days, page, per_page } = request.query;
      const timeZone = await platformTimeZone(app.access);
      return ok(await userActivity(app.db, request.params.id, { days, timeZone, page, perPage: per_page }));
    },
  });

  app.get('/audit/schools/:id/activity', {
    config: { permission: 'audit_view' },
    schema: {
      tags,
      summary:
        "A school's entries (those naming it) of the last `days` days of the platform timezone, newest first, and their counts by event",
      params: idParams,
      querystring: subjectActivityQuerySchema,
      response: { 200: successEnvelope(schoolActivityTrailSchema), ...failures(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { days, page, per_page } = request.query;
      const timeZone = await platformTimeZone(app.access);
      return ok(await schoolActivity(app.db, request.params.id, { days, timeZone, page, perPage: per_page }));
    },
  });
};
