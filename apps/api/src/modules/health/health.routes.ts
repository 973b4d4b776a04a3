import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';

const healthSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }),
});

/** Within the few seconds a load balancer's check allows. */
const HEALTH_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['Health'],
      summary: 'Liveness and database check, for load balancers',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (request, reply) => {
      try {
        // A database that hangs must not hang the check: load balancers wait only so long.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('no answer within the health timeout')),
              HEALTH_TIMEOUT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer));
        return ok({ status: 'ok' as const, database: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({
          success: false,
          message: say('status.database_unreachable'),
          data: { status: 'unavailable', database: 'down' },
        });
      }
    },
  });
};
