import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageEnvelope,
  resetPasswordRequestSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { sessionOf } from '../../plugins/auth';
import { forgotPassword, login, logout, resetPassword } from './auth.service';
import { say } from '../../lib/i18n';

const tags = ['Authentication'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password; answers a bearer token and the user',
      body: loginRequestSchema,
      response: { 200: successEnvelope(loginResponseSchema), ...failures(401, 403, 422, 429) },
    },
    handler: async (request) =>
      ok(await login(app, request.body, request.actor()), say('auth.login_successful')),
  });

  app.post('/logout', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Revoke the presented token',
      response: { 200: messageEnvelope, ...failures(401) },
    },
    handler: async (request) => {
      await logout(app, sessionOf(request).tokenId, request.actor());
      return done(say('success.logged_out'));
    },
  });

  app.post('/forgot-password', {
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    schema: {
      tags,
      summary: 'E-mail a single-use reset link (same answer whether or not the account exists)',
      body: forgotPasswordRequestSchema,
      response: { 200: messageEnvelope, ...failures(422, 429) },
    },
    handler: async (request) => done(await forgotPassword(app, request.body, request.actor())),
  });

  app.post('/reset-password', {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    schema: {
      tags,
      summary: 'Choose a new password with the e-mailed link; signs the user out everywhere',
      body: resetPasswordRequestSchema,
      response: { 200: messageEnvelope, ...failures(422, 429) },
    },
    handler: async (request) => {
      await resetPassword(app, request.body, request.actor());
      return done(say('auth.password_reset'));
    },
  });
};
