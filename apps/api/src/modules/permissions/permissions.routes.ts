import {
  bulkPermissionsInputSchema,
  bulkPermissionsResultSchema,
  createPermissionInputSchema,
  idParams,
  messageEnvelope,
  permissionListQuerySchema,
  permissionListSchema,
  permissionModulesSchema,
  permissionOptionsSchema,
  permissionQuerySchema,
  permissionSchema,
  roleSummarySchema,
  successEnvelope,
  updatePermissionInputSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { grantorOf } from '../../plugins/auth';
import { sendCsvExport } from '../audit/csv-export';
import { allPermissions, permissionBatches, permissionList } from './permissions.repository';
import {
  createPermission,
  createPermissions,
  editPermission,
  getPermission,
  permissionModules,
  permissionPage,
  permissionRoles,
  presentedBatches,
  removePermission,
} from './permissions.service';
import { say } from '../../lib/i18n';

const tags = ['Superadmin: permissions'];
const permissionEnvelope = successEnvelope(permissionSchema);
const filtersSchema = permissionListQuerySchema.pick({ search: true, module: true });
const CSV_HEADER = [
  'id',
  'name',
  'display_name',
  'description',
  'module',
  'type',
  'roles',
  'created_at',
] as const;

/** /api/superadmin/permissions */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/permissions', {
    config: { permission: 'permissions_view' },
    schema: {
      tags,
      summary: 'Permissions by name or sorted, with search, module filter, roles and grouping by module',
      querystring: permissionListQuerySchema,
      response: { 200: successEnvelope(permissionListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, with_roles, group_by_module, ...filters } = request.query;
      return ok(
        await permissionPage(
          app.db,
          filters,
          { withRoles: with_roles, groupByModule: group_by_module },
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/permissions/modules', {
    config: { permission: 'permissions_view' },
    schema: {
      tags,
      summary: 'Modules (the text of a name before its first underscore, else general) with counts',
      response: { 200: successEnvelope(permissionModulesSchema), ...failures(401, 403) },
    },
    handler: async () => ok({ modules: await permissionModules(app.db) }),
  });

  app.get('/permissions/options', {
    config: { permission: 'permissions_view' },
    schema: {
      tags,
      summary: 'Every permission with its module, for the manage-permissions checkboxes',
      response: { 200: successEnvelope(permissionOptionsSchema), ...failures(401, 403) },
    },
    handler: async () => ok({ permissions: await allPermissions(app.db) }),
  });

  app.get('/permissions/export', {
    config: { permission: 'permissions_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list (same filters as the list), streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'permissions',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['created_at'],
        count: (bound) => countList(app.db, permissionList(app.db, request.query).count, bound),
        batches: presentedBatches(app.db, permissionBatches(app.db, request.query)),
        toCells: (p) => [
          p.id,
          p.name,
          p.display_name,
          p.description,
          p.module,
          p.is_system ? 'system' : 'custom',
          p.roles!.map((r) => r.name).join(' '),
          p.created_at,
        ],
      }),
  });

  app.post('/permissions', {
    config: { permission: 'permissions_create' },
    schema: {
      tags,
      summary:
        'Create a permission, optionally held by some roles (choosing roles needs roles_assign_permissions)',
      body: createPermissionInputSchema,
      response: { 201: permissionEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createPermission(app.db, request.body, request.actor(), grantorOf(request)),
            say('success.permission_created'),
          ),
        ),
  });

  app.post('/permissions/bulk', {
    config: { permission: 'permissions_create' },
    schema: {
      tags,
      summary: 'Create several permissions at once: all or none (422 names each bad row by its index)',
      body: bulkPermissionsInputSchema,
      response: { 201: successEnvelope(bulkPermissionsResultSchema), ...failures(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const permissions = await createPermissions(app.db, request.body.permissions, request.actor());
      return reply
        .code(201)
        .send(ok({ permissions }, say('success.permissions_created', { count: permissions.length })));
    },
  });

  app.get('/permissions/:id', {
    config: { permission: 'permissions_view' },
    schema: {
      tags,
      summary: 'One permission, with include_roles the roles holding it',
      params: idParams,
      querystring: permissionQuerySchema,
      response: { 200: permissionEnvelope, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await getPermission(app.db, request.params.id, request.query.include_roles)),
  });

  app.put('/permissions/:id', {
    config: { permission: 'permissions_update' },
    schema: {
      tags,
      summary:
        'Update a permission (a system permission keeps its name); role_ids replaces its roles (needs roles_assign_permissions and holding the permission)',
      params: idParams,
      body: updatePermissionInputSchema,
      response: { 200: permissionEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      ok(
        await editPermission(app.db, request.params.id, request.body, request.actor(), grantorOf(request)),
        say('success.permission_updated'),
      ),
  });

  app.delete('/permissions/:id', {
    config: { permission: 'permissions_delete' },
    schema: {
      tags,
      summary: 'Delete a permission that no role holds and no route declares',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removePermission(app.db, request.params.id, request.actor());
      return done(say('success.permission_deleted'));
    },
  });

  app.get('/permissions/:id/roles', {
    config: { permission: 'permissions_view' },
    schema: {
      tags,
      summary: 'The roles holding a permission (superadmin holds every one and is not listed)',
      params: idParams,
      response: {
        200: successEnvelope(z.object({ roles: z.array(roleSummarySchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) => ok({ roles: await permissionRoles(app.db, request.params.id) }),
  });
};
