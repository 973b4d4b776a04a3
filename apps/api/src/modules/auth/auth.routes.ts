import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageEnvelope,
  needsSecondFactor,
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
      summary:
        'Sign in with e-mail (or sign-in name) and password; answers a bearer token and the user, or a second step with a ticket',
      description:
        'An account with a second factor answers `{second_factor: "code", ticket, expires_at}` and no token: send the ticket and a code to POST /api/login/second-factor. An administrator whom the security setting two_factor_auth requires to have one, and who has none, answers `second_factor: "setup"`: set it up with POST /api/login/second-factor/setup and /setup/confirm. The ticket is taken by those routes only.',
      body: loginRequestSchema,
      response: { 200: successEnvelope(loginResponseSchema), ...failures(401, 403, 422, 429) },
    },
    handler: async (request) => {
      const answer = await login(app, request.body, request.actor());
      if (!needsSecondFactor(answer)) return ok(answer, say('auth.login_successful'));
      const step = answer.second_factor === 'code' ? 'two_factor.code_step' : 'two_factor.setup_step';
      return ok(answer, say(step));
    },
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
