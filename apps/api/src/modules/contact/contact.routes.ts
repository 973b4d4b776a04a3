import { contactMessageInputSchema, contactSuccessMessage, messageEnvelope } from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures } from '../../lib/envelope';
import { receiveContactMessage } from './contact.service';

/** POST /api/contact: the public site's contact form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/contact', {
    // Per client IP; invalid attempts count too, so the form cannot be used to probe the limit.
    config: { rateLimit: { max: app.config.contactRateLimit, timeWindow: '1 hour' } },
    schema: {
      tags: ['Public site'],
      summary: 'Send a message to the platform: stored for the superadmin and e-mailed to support',
      body: contactMessageInputSchema,
      response: { 201: messageEnvelope, ...failures(400, 422, 429) },
    },
    handler: async (request, reply) => {
      await receiveContactMessage(app, request.body, request.actor());
      return reply.code(201).send(done(contactSuccessMessage()));
    },
  });
};
