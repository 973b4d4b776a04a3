import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const healthSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['Health'],
      summary: 'Liveness and database check, for load balancers',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return ok({ status: 'ok' as const, database: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({
          success: false,
          message: 'The database is unreachable.',
          data: { status: 'unavailable', database: 'down' },
        });
      }
    },
  });
};
