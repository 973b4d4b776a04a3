import {
  assignRolesInputSchema,
  consoleUserSchema,
  createUserInputSchema,
  idParams,
  messageEnvelope,
  roleSummarySchema,
  successEnvelope,
  updateUserInputSchema,
  userListQuerySchema,
  userListSchema,
  userSearchQuerySchema,
  userSummarySchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { grantorOf } from '../../plugins/auth';
import { sendCsvExport } from '../audit/csv-export';
import { userBatches, userList, userSummary } from './users-list.repository';
import {
  assignRoles,
  changeStatus,
  createUser,
  editUser,
  findUsers,
  getUser,
  removeUser,
  unlockUser,
  userPage,
  userRoles,
  type StatusAction,
} from './users.service';
import { say, type ErrorKey } from '../../lib/i18n';

const tags = ['Superadmin: users'];
const userEnvelope = successEnvelope(consoleUserSchema);
const filtersSchema = userListQuerySchema.pick({ search: true, status: true, role: true });
const CSV_HEADER = [
  'id',
  'name',
  'email',
  'phone',
  'status',
  'roles',
  'last_login_at',
  'created_at',
] as const;

/** /api/superadmin/users: superadmin only (the hook is on the parent scope). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: 'Users, newest first or sorted, with search, status and role filters',
      querystring: userListQuerySchema,
      response: { 200: successEnvelope(userListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(await userPage(app.db, filters, pageRequest({ page, per_page, sort, direction })));
    },
  });

  app.get('/users/summary', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: 'Figures for the stat cards: total, active, inactive, suspended',
      response: { 200: successEnvelope(userSummarySchema), ...failures(401, 403) },
    },
    handler: async () => ok(await userSummary(app.db)),
  });

  app.get('/users/search', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: 'Up to 20 users whose name, e-mail or phone contains the term (2+ characters)',
      querystring: userSearchQuerySchema,
      response: {
        200: successEnvelope(z.object({ users: z.array(consoleUserSchema) })),
        ...failures(400, 401, 403),
      },
    },
    handler: async (request) => ok({ users: await findUsers(app.db, request.query) }),
  });

  app.get('/users/export', {
    config: { permission: 'users_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list (same filters as the list), streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      // Each batch reads its users' roles in the same statement, as JSON.
      async function* withRoles() {
        for await (const batch of userBatches(app.db, request.query)) {
          yield batch.map((u) => ({ ...u, roles: u.roles.map((r) => r.name).join(' ') }));
        }
      }
      return sendCsvExport(app.db, request, reply, {
        resource: 'users',
        filters: request.query,
        header: CSV_HEADER,
        instants: ['last_login_at', 'created_at'],
        count: async (bound) => countList(app.db, (await userList(app.db, request.query)).count, bound),
        batches: withRoles(),
        toCells: (u) => [u.id, u.name, u.email, u.phone, u.status, u.roles, u.last_login_at, u.created_at],
      });
    },
  });

  app.post('/users', {
    config: { permission: 'users_create' },
    schema: {
      tags,
      summary:
        'Create a user with one role (a teacher or student with their school); the role must hold no permission the caller lacks',
      body: createUserInputSchema,
      response: { 201: userEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createUser(app.db, request.body, request.actor(), grantorOf(request)),
            say('success.user_created'),
          ),
        ),
  });

  app.get('/users/:id', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: 'One user with roles and school',
      params: idParams,
      response: { 200: userEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getUser(app.db, request.params.id)),
  });

  app.put('/users/:id', {
    config: { permission: 'users_update' },
    schema: {
      tags,
      summary:
        "Update a user; a blank password keeps the current one. A new status, password or role also needs that action's permission",
      params: idParams,
      body: updateUserInputSchema,
      response: { 200: userEnvelope, ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await editUser(
          app.db,
          request.params.id,
          request.body,
          request.actor(),
          grantorOf(request),
          request.session?.tokenId,
        ),
        say('success.user_updated'),
      ),
  });

  app.delete('/users/:id', {
    config: { permission: 'users_delete' },
    schema: {
      tags,
      summary: 'Delete a user (the audit entry keeps the record)',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeUser(app, request.params.id, request.actor(), grantorOf(request));
      return done(say('success.user_deleted'));
    },
  });

  const actions: [StatusAction, ErrorKey][] = [
    ['approve', 'success.user_approved'],
    ['suspend', 'success.user_suspended'],
    ['activate', 'success.user_activated'],
  ];
  for (const [action, message] of actions) {
    app.post(`/users/:id/${action}`, {
      config: { permission: `users_${action}` as const },
      schema: {
        tags,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a user`,
        params: idParams,
        response: { 200: userEnvelope, ...failures(401, 403, 404, 409) },
      },
      handler: async (request) =>
        ok(
          await changeStatus(app.db, request.params.id, action, request.actor(), grantorOf(request)),
          say(message),
        ),
    });
  }

  app.post('/users/:id/unlock', {
    config: { permission: 'users_unlock' },
    schema: {
      tags,
      summary: 'End the sign-in lockout that failed attempts put on a user',
      params: idParams,
      response: { 200: userEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await unlockUser(app.db, request.params.id, request.actor(), grantorOf(request)),
        say('success.user_unlocked'),
      ),
  });

  app.get('/users/:id/roles', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: "The user's roles, main role first",
      params: idParams,
      response: {
        200: successEnvelope(z.object({ roles: z.array(roleSummarySchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) => ok({ roles: await userRoles(app.db, request.params.id) }),
  });

  app.post('/users/:id/assign-roles', {
    config: { permission: 'users_assign_roles' },
    schema: {
      tags,
      summary: "Replace the user's roles (first is the main role)",
      params: idParams,
      body: assignRolesInputSchema,
      response: { 200: userEnvelope, ...failures(401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await assignRoles(
          app.db,
          request.params.id,
          request.body.role_ids,
          request.actor(),
          grantorOf(request),
        ),
        say('success.roles_assigned'),
      ),
  });
};
