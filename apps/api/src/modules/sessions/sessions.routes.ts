import {
  accountSessionsSchema,
  endedSessionsSchema,
  idParams,
  messageEnvelope,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { grantorOf, sessionOf } from '../../plugins/auth';
import {
  endOtherSessions,
  endSession,
  endSessionsOfUser,
  listSessions,
  type Caller,
} from './sessions.service';

const caller = (session: { user: { id: number }; tokenId: number }): Caller => ({
  userId: session.user.id,
  tokenId: session.tokenId,
});

/** The signed-in user's own sessions: /me/sessions (issue 29). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Profile'];

  app.get('/me/sessions', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'The live sessions of the signed-in account, last seen first, with browser and system from the user agent; `current` marks this one',
      response: { 200: successEnvelope(accountSessionsSchema), ...failures(401) },
    },
    handler: async (request) => ok({ sessions: await listSessions(app, caller(sessionOf(request))) }),
  });

  app.delete('/me/sessions/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "End one of the account's sessions: its token answers 401 from the next request on. The current one may be ended (a sign-out); another account's is 404",
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 404) },
    },
    handler: async (request) => {
      await endSession(app, caller(sessionOf(request)), request.params.id, request.actor());
      return done(say('success.session_ended'));
    },
  });

  app.delete('/me/sessions', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'End every session of the account but this one; answers how many ended',
      response: { 200: successEnvelope(endedSessionsSchema), ...failures(401) },
    },
    handler: async (request) => {
      const ended = await endOtherSessions(app, caller(sessionOf(request)), request.actor());
      return ok({ ended }, say('success.sessions_ended', { count: ended }));
    },
  });
};

/** /api/superadmin/users/:id/sessions: under the superadmin prefix, beside the users routes. */
export const userSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/users/:id/sessions', {
    config: { permission: 'users_end_sessions' },
    schema: {
      tags: ['Superadmin: users'],
      summary:
        "End every session of a user (signed out on every browser and device); answers how many ended. Only a superadmin may end a superadmin's",
      params: idParams,
      response: { 200: successEnvelope(endedSessionsSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      const ended = await endSessionsOfUser(app, request.params.id, request.actor(), grantorOf(request));
      return ok({ ended }, say('success.sessions_ended', { count: ended }));
    },
  });
};
