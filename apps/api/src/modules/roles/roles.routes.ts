import { roleOptionsSchema, successEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { listRoleOptions } from './roles.repository';

/** /api/superadmin/roles: superadmin only (the hook is on the parent scope). */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/roles/options', {
    schema: {
      tags: ['Superadmin: roles'],
      security: [{ bearer: [] }],
      summary: 'Every role as id, name and display name, for role pickers',
      response: { 200: successEnvelope(roleOptionsSchema), ...failures(401, 403) },
    },
    handler: async () => ok({ roles: await listRoleOptions(app.db) }),
  });
};
