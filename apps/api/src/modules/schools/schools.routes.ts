import {
  assignAdminInputSchema,
  idParams,
  messageEnvelope,
  schoolAccountsSchema,
  schoolAdminSchema,
  schoolInputSchema,
  schoolListQuerySchema,
  schoolListSchema,
  schoolSchema,
  schoolStatsSchema,
  schoolSummarySchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { grantorOf } from '../../plugins/auth';
import { sendCsvExport } from '../audit/csv-export';
import { schoolBatches, schoolList, schoolSummary } from './schools.repository';
import {
  assignAdmin,
  createSchool,
  editSchool,
  exportedBatches,
  getSchool,
  removeAdmin,
  removeSchool,
  schoolAccounts,
  schoolAdmin,
  schoolPage,
  schoolStats,
  setSchoolActive,
} from './schools.service';
import { say } from '../../lib/i18n';

const tags = ['Superadmin: schools'];
const schoolEnvelope = successEnvelope(schoolSchema);
const filtersSchema = schoolListQuerySchema.pick({ search: true, status: true, board: true });

const CSV_HEADER = [
  'id',
  'name',
  'code',
  'board',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'postal_code',
  'status',
  'admin_name',
  'admin_email',
  'students',
  'teachers',
  'parents',
  'classes',
  'created_at',
] as const;

/** A school has at most one admin (server rules); were there more, each would be named. */
const joined = (values: string[]) => values.join('; ');

/** /api/superadmin/schools: superadmin only (the hook is on the parent scope). */
export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/schools', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: 'Schools, newest first or sorted, with search and filters',
      querystring: schoolListQuerySchema,
      response: { 200: successEnvelope(schoolListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(await schoolPage(app.db, filters, pageRequest({ page, per_page, sort, direction })));
    },
  });

  app.get('/schools/summary', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: 'Figures for the stat cards: total, active, inactive, without an admin',
      response: { 200: successEnvelope(schoolSummarySchema), ...failures(401, 403) },
    },
    handler: async () => ok(await schoolSummary(app.db)),
  });

  app.get('/schools/export', {
    config: { permission: 'schools_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list (same filters as the list), with admins and counts, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'schools',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['created_at'],
        count: (bound) => countList(app.db, schoolList(app.db, request.query).count, bound),
        batches: exportedBatches(app.db, schoolBatches(app.db, request.query)),
        toCells: (s) => [
          s.id,
          s.name,
          s.code,
          s.board,
          s.email,
          s.phone,
          s.address_line1,
          s.address_line2,
          s.city,
          s.state,
          s.country,
          s.postal_code,
          s.active ? 'active' : 'inactive',
          joined(s.admins.map((a) => a.user.name)),
          joined(s.admins.map((a) => a.user.email)),
          s.students_count,
          s.teachers_count,
          s.parents_count,
          s.classes_count,
          s.created_at,
        ],
      }),
  });

  app.post('/schools', {
    config: { permission: 'schools_create' },
    schema: {
      tags,
      summary: 'Create a school (active)',
      body: schoolInputSchema,
      response: { 201: schoolEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createSchool(app.db, request.body, request.actor()), say('success.school_created'))),
  });

  app.get('/schools/:id', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: 'One school with its counts and admin',
      params: idParams,
      response: { 200: schoolEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getSchool(app.db, request.params.id)),
  });

  app.put('/schools/:id', {
    config: { permission: 'schools_update' },
    schema: {
      tags,
      summary: 'Update a school',
      params: idParams,
      body: schoolInputSchema,
      response: { 200: schoolEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editSchool(app.db, request.params.id, request.body, request.actor()),
        say('success.school_updated'),
      ),
  });

  app.delete('/schools/:id', {
    config: { permission: 'schools_delete' },
    schema: {
      tags,
      summary: 'Delete a school without students or teachers (its admin link goes with it)',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeSchool(app, request.params.id, request.actor());
      return done(say('success.school_deleted'));
    },
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(`/schools/:id/${action}`, {
      config: { permission: 'schools_activate' },
      schema: {
        tags,
        summary: `${active ? 'Activate' : 'Deactivate'} a school`,
        params: idParams,
        response: { 200: schoolEnvelope, ...failures(401, 403, 404) },
      },
      handler: async (request) =>
        ok(
          await setSchoolActive(app.db, request.params.id, active, request.actor()),
          say(active ? 'success.school_activated' : 'success.school_deactivated'),
        ),
    });
  }

  app.get('/schools/:id/stats', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: "A school's real counts",
      params: idParams,
      response: { 200: successEnvelope(schoolStatsSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await schoolStats(app.db, request.params.id)),
  });

  app.get('/schools/:id/accounts', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: "The school's admin and people, and what deleting the school does to each account",
      params: idParams,
      response: { 200: successEnvelope(schoolAccountsSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await schoolAccounts(app.db, request.params.id)),
  });

  app.post('/schools/:id/assign-admin', {
    config: { permission: 'schools_assign_admin' },
    schema: {
      tags,
      summary: 'Make a school_admin user the admin of this school',
      params: idParams,
      body: assignAdminInputSchema,
      response: { 200: schoolEnvelope, ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await assignAdmin(app.db, request.params.id, request.body, request.actor(), grantorOf(request)),
        say('success.school_admin_assigned'),
      ),
  });

  app.get('/schools/:id/admin', {
    config: { permission: 'schools_view' },
    schema: {
      tags,
      summary: "The school's admin, or null",
      params: idParams,
      response: { 200: successEnvelope(schoolAdminSchema.nullable()), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await schoolAdmin(app.db, request.params.id)),
  });

  app.delete('/schools/:id/admin', {
    config: { permission: 'schools_assign_admin' },
    schema: {
      tags,
      summary: "Remove the school's admin (the user stays)",
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      await removeAdmin(app.db, request.params.id, request.actor());
      return done(say('success.school_admin_removed'));
    },
  });
};
