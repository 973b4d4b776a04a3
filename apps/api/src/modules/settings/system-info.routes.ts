import { successEnvelope, systemInfoSchema } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { systemInfo } from './system-info';

/** /api/superadmin/system/info: the System Information card of the settings screen. */
export const systemInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/system/info', {
    config: { permission: 'settings_view' },
    schema: {
      tags: ['Superadmin: settings'],
      summary: "The answering API node's version, Node.js version, database engine and process uptime",
      response: { 200: successEnvelope(systemInfoSchema), ...failures(401, 403) },
    },
    handler: async () => ok(systemInfo(app.db)),
  });
};
