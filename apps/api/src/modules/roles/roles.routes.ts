import {
  assignPermissionsInputSchema,
  createRoleInputSchema,
  idParams,
  messageEnvelope,
  permissionSummarySchema,
  roleListQuerySchema,
  roleListSchema,
  roleOptionsSchema,
  roleQuerySchema,
  roleSchema,
  roleSummaryCountsSchema,
  roleUsersQuerySchema,
  roleUsersSchema,
  successEnvelope,
  updateRoleInputSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { grantorOf } from '../../plugins/auth';
import { sendCsvExport } from '../audit/csv-export';
import { listRoleOptions, roleBatches, roleList } from './roles.repository';
import {
  assignPermissions,
  createRole,
  editRole,
  getRole,
  presentedBatches,
  removeRole,
  rolePage,
  rolePermissions,
  roleSummary,
  roleUsers,
} from './roles.service';
import { say } from '../../lib/i18n';

const tags = ['Superadmin: roles'];
const roleEnvelope = successEnvelope(roleSchema);
const filtersSchema = roleListQuerySchema.pick({ search: true, type: true });
const CSV_HEADER = [
  'id',
  'name',
  'display_name',
  'description',
  'type',
  'permissions_count',
  'users_count',
  'created_at',
] as const;

/** /api/superadmin/roles */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/roles', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: 'Roles, oldest first (core roles lead) or sorted, with search, type filter and permissions',
      querystring: roleListQuerySchema,
      response: { 200: successEnvelope(roleListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, with_permissions, ...filters } = request.query;
      return ok(
        await rolePage(app.db, filters, with_permissions, pageRequest({ page, per_page, sort, direction })),
      );
    },
  });

  app.get('/roles/summary', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: 'Figures for the stat cards: roles, core, custom, permissions',
      response: { 200: successEnvelope(roleSummaryCountsSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await roleSummary(app.db)),
  });

  app.get('/roles/options', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: 'Every role as id, name and display name, for role pickers',
      response: { 200: successEnvelope(roleOptionsSchema), ...failures(401, 403) },
    },
    handler: async () => ok({ roles: await listRoleOptions(app.db) }),
  });

  app.get('/roles/export', {
    config: { permission: 'roles_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list (same filters as the list), streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'roles',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['created_at'],
        count: (bound) => countList(app.db, roleList(app.db, request.query).count, bound),
        batches: presentedBatches(app.db, roleBatches(app.db, request.query)),
        toCells: (r) => [
          r.id,
          r.name,
          r.display_name,
          r.description,
          r.is_core ? 'system' : 'custom',
          r.permissions_count,
          r.users_count,
          r.created_at,
        ],
      }),
  });

  app.post('/roles', {
    config: { permission: 'roles_create' },
    schema: {
      tags,
      summary: 'Create a role, optionally with its permissions',
      body: createRoleInputSchema,
      response: { 201: roleEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createRole(app.db, request.body, request.actor(), grantorOf(request)),
            say('success.role_created'),
          ),
        ),
  });

  app.get('/roles/:id', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: 'One role with its permissions, and with include_users its first 50 users',
      params: idParams,
      querystring: roleQuerySchema,
      response: { 200: roleEnvelope, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await getRole(app.db, request.params.id, request.query.include_users)),
  });

  app.put('/roles/:id', {
    config: { permission: 'roles_update' },
    schema: {
      tags,
      summary: "Update a role's name (not of a core role), display name and description",
      params: idParams,
      body: updateRoleInputSchema,
      response: { 200: roleEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editRole(app.db, request.params.id, request.body, request.actor(), grantorOf(request)),
        say('success.role_updated'),
      ),
  });

  app.delete('/roles/:id', {
    config: { permission: 'roles_delete' },
    schema: {
      tags,
      summary: 'Delete a custom role that no user holds',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeRole(app.db, request.params.id, request.actor(), grantorOf(request));
      return done(say('success.role_deleted'));
    },
  });

  app.get('/roles/:id/permissions', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: "A role's permissions, by name (superadmin: every permission)",
      params: idParams,
      response: {
        200: successEnvelope(z.object({ permissions: z.array(permissionSummarySchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) => ok({ permissions: await rolePermissions(app.db, request.params.id) }),
  });

  app.post('/roles/:id/assign-permissions', {
    config: { permission: 'roles_assign_permissions' },
    schema: {
      tags,
      summary: "Replace a role's permissions; its users are checked against them from their next request",
      params: idParams,
      body: assignPermissionsInputSchema,
      response: { 200: roleEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await assignPermissions(
          app.db,
          request.params.id,
          request.body.permission_ids,
          request.actor(),
          grantorOf(request),
        ),
        say('success.permissions_assigned'),
      ),
  });

  app.get('/roles/:id/users', {
    config: { permission: 'roles_view' },
    schema: {
      tags,
      summary: 'Users holding a role, paginated',
      params: idParams,
      querystring: roleUsersQuerySchema,
      response: { 200: successEnvelope(roleUsersSchema), ...failures(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(await roleUsers(app.db, request.params.id, request.query.page, request.query.per_page)),
  });
};
