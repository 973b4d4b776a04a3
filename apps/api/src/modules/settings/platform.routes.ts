import { publicPlatformSchema, successEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

/**
 * GET /api/platform, open to anyone and answered during maintenance too: the web app formats dates
 * in the platform's timezone and money in its currency, and says when the platform is closed.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/platform', {
    schema: {
      tags: ['Public site'],
      summary:
        "The platform's name and description, default timezone, currency and language, and maintenance mode",
      response: { 200: successEnvelope(publicPlatformSchema) },
    },
    handler: async () => {
      const { platform } = await app.access.latest();
      return ok({
        platform_name: platform.platform_name,
        platform_description: platform.platform_description,
        default_timezone: platform.default_timezone,
        default_currency: platform.default_currency,
        default_language: platform.default_language,
        maintenance_mode: platform.maintenance_mode,
      });
    },
  });
};
