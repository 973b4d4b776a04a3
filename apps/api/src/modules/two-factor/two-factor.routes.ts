import {
  confirmTwoFactorRequestSchema,
  idParams,
  messageEnvelope,
  newRecoveryCodesRequestSchema,
  recoveryCodesSchema,
  secondFactorLoginRequestSchema,
  setupSignedInSchema,
  setupTicketConfirmRequestSchema,
  setupTicketRequestSchema,
  signedInSchema,
  successEnvelope,
  turnOffTwoFactorRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { grantorOf, sessionOf } from '../../plugins/auth';
import { schoolOf } from '../../plugins/tenancy';
import {
  beginSetupAtSignIn,
  confirmSetupAtSignIn,
  signInWithSecondFactor,
} from './second-factor-login.service';
import {
  beginSetup,
  confirmSetup,
  replaceOwnRecoveryCodes,
  resetPersonSecondFactor,
  resetUserSecondFactor,
  turnOff,
  twoFactorStatus,
} from './two-factor.service';

const setupEnvelope = successEnvelope(twoFactorSetupSchema);
const codesEnvelope = successEnvelope(recoveryCodesSchema);

/**
 * /api/login/second-factor: the second step of a sign-in, with the ticket `POST /api/login`
 * answered instead of a token. Public routes: the ticket is their credential, and no other route
 * takes it.
 */
export const secondFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Authentication'];
  app.post('/login/second-factor', {
    schema: {
      tags,
      summary:
        'Second step of a sign-in: the ticket of a `code` step and a code from the authenticator app (or a recovery code); answers the bearer token and the user',
      description:
        'A wrong, replayed or expired code counts toward the account lockout like a wrong password (429 with Retry-After past max_login_attempts). A wrong password at the first step and a wrong code here get the same 401. An expired, spent or unknown ticket: 401, sign in again.',
      body: secondFactorLoginRequestSchema,
      response: { 200: successEnvelope(signedInSchema), ...failures(401, 403, 422, 429) },
    },
    handler: async (request) =>
      ok(await signInWithSecondFactor(app, request.body, request.actor()), say('auth.login_successful')),
  });

  app.post('/login/second-factor/setup', {
    schema: {
      tags,
      summary:
        'With the ticket of a `setup` step: a new secret for the authenticator app (QR code and key), replacing an earlier one',
      body: setupTicketRequestSchema,
      response: { 200: setupEnvelope, ...failures(401, 422) },
    },
    handler: async (request) =>
      ok(await beginSetupAtSignIn(app, request.body, request.actor()), say('two_factor.setup_started')),
  });

  app.post('/login/second-factor/setup/confirm', {
    schema: {
      tags,
      summary:
        'With the ticket of a `setup` step and a code from the new secret: turns the second factor on and answers the session and the recovery codes (shown once)',
      body: setupTicketConfirmRequestSchema,
      response: { 200: successEnvelope(setupSignedInSchema), ...failures(401, 403, 409, 422) },
    },
    handler: async (request) =>
      ok(await confirmSetupAtSignIn(app, request.body, request.actor()), say('two_factor.enabled')),
  });
};

/** /api/me/two-factor: the signed-in user's own second factor (Profile). */
export const twoFactorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Profile'];
  app.get('/me/two-factor', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Whether two-factor sign-in is on, the recovery codes left, and whether it is required',
      response: { 200: successEnvelope(twoFactorStatusSchema), ...failures(401) },
    },
    handler: async (request) => {
      const { user, roles } = sessionOf(request);
      return ok(await twoFactorStatus(app.db, user, roles));
    },
  });

  app.post('/me/two-factor/setup', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Begin setting up two-factor sign-in: a new secret (QR code and key) to confirm with a code',
      response: { 200: setupEnvelope, ...failures(401, 409) },
    },
    handler: async (request) =>
      ok(await beginSetup(app, sessionOf(request).user, request.actor()), say('two_factor.setup_started')),
  });

  app.post('/me/two-factor/confirm', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Confirm the set-up with a code from the new secret: turns it on and answers the recovery codes (shown once)',
      body: confirmTwoFactorRequestSchema,
      response: { 200: codesEnvelope, ...failures(401, 409, 422) },
    },
    handler: async (request) =>
      ok(
        await confirmSetup(app, sessionOf(request).user, request.body.code, request.actor()),
        say('two_factor.enabled'),
      ),
  });

  app.post('/me/two-factor/recovery-codes', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A new set of recovery codes for a current code; the old set stops working',
      body: newRecoveryCodesRequestSchema,
      response: { 200: codesEnvelope, ...failures(401, 409, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await replaceOwnRecoveryCodes(app, sessionOf(request).user, request.body.code, request.actor()),
        say('two_factor.recovery_codes_replaced'),
      ),
  });

  app.post('/me/two-factor/off', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Turn two-factor sign-in off with the password and a code (or a recovery code); 409 while the security settings require it',
      body: turnOffTwoFactorRequestSchema,
      response: { 200: messageEnvelope, ...failures(401, 409, 422, 429) },
    },
    handler: async (request) => {
      const { user, roles } = sessionOf(request);
      await turnOff(app, user, roles, request.body, request.actor());
      return done(say('two_factor.disabled'));
    },
  });
};

/** /api/superadmin/users/:id/two-factor: removing a user's lost second factor. */
export const userTwoFactorResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/users/:id/two-factor', {
    config: { permission: 'users_two_factor_reset' },
    schema: {
      tags: ['Users'],
      summary:
        "Remove another user's second factor and recovery codes (they lost them); the user is told by e-mail",
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const user = await resetUserSecondFactor(app, request.params.id, request.actor(), grantorOf(request));
      return done(say('two_factor.was_reset', { name: user.name }));
    },
  });
};

/** /api/school/{teachers,students,parents}/:id/two-factor: the same for the school's people. */
export const peopleTwoFactorResetRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, role] of [
    ['teachers', 'teacher'],
    ['students', 'student'],
    ['parents', 'parent'],
  ] as const) {
    app.delete(`/${path}/:id/two-factor`, {
      config: { permission: 'people_two_factor_reset' },
      schema: {
        tags: [`School: ${path}`],
        summary: `Remove the ${role}'s second factor and recovery codes (they lost them); they are told by e-mail`,
        params: idParams,
        response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
      },
      handler: async (request) => {
        const user = await resetPersonSecondFactor(
          app,
          schoolOf(request).id,
          role,
          request.params.id,
          request.actor(),
        );
        return done(say('two_factor.was_reset', { name: user.name }));
      },
    });
  }
};
