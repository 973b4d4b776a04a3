import {
  changePasswordRequestSchema,
  messageEnvelope,
  sessionUserSchema,
  successEnvelope,
  updateLanguageRequestSchema,
  updateMeRequestSchema,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { readImageUpload } from '../../lib/uploads';
import { sessionOf } from '../../plugins/auth';
import { toSessionUser } from '../auth/session-user';
import { say } from '../../lib/i18n';
import {
  changePassword,
  removeProfilePicture,
  setLanguage,
  setProfilePicture,
  updateMe,
} from './profile.service';

const tags = ['Profile'];
const userEnvelope = successEnvelope(sessionUserSchema);

/** The signed-in user's own account: /me and below. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The signed-in user',
      response: { 200: userEnvelope, ...failures(401) },
    },
    handler: async (request) => {
      const { user, roles } = sessionOf(request);
      // The snapshot this request was authorised with: no query for the permissions.
      return ok(await toSessionUser(app.db, user, app.access.held() ?? (await app.access.latest()), roles));
    },
  });

  app.put('/me', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "Update name, e-mail and phone (and a parent's absence_emails); a new e-mail needs current_password and ends other sessions",
      body: updateMeRequestSchema,
      response: { 200: userEnvelope, ...failures(401, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await updateMe(
          app,
          sessionOf(request).user,
          sessionOf(request).tokenId,
          request.body,
          request.actor(),
        ),
        say('success.profile_updated'),
      ),
  });

  app.put('/me/language', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Choose the language the API, its e-mails and the web app speak to the signed-in user; null follows the platform default',
      body: updateLanguageRequestSchema,
      response: { 200: userEnvelope, ...failures(401, 422) },
    },
    handler: async (request) => {
      const user = await setLanguage(app, sessionOf(request).user, request.body.language, request.actor());
      // The answer is already in the language just chosen.
      sessionOf(request).user = { ...sessionOf(request).user, language: user.language };
      return ok(user, say('success.language_updated'));
    },
  });

  app.put('/me/password', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Change the password; other sessions of the user are signed out',
      body: changePasswordRequestSchema,
      response: { 200: messageEnvelope, ...failures(401, 422) },
    },
    handler: async (request) => {
      const { user, tokenId } = sessionOf(request);
      await changePassword(app, user, tokenId, request.body, request.actor());
      return done(say('success.password_changed'));
    },
  });

  app.post('/me/profile-picture', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Upload a profile picture (multipart field profile_picture; PNG, JPEG, GIF or WebP; 10 MB)',
      consumes: ['multipart/form-data'],
      response: { 200: userEnvelope, ...failures(401, 413, 422) },
    },
    handler: async (request) => {
      const image = await readImageUpload(request, 'profile_picture');
      return ok(
        await setProfilePicture(app, sessionOf(request).user, image, request.actor()),
        say('success.picture_updated'),
      );
    },
  });

  app.delete('/me/profile-picture', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Remove the profile picture',
      response: { 200: userEnvelope, ...failures(401) },
    },
    handler: async (request) =>
      ok(
        await removeProfilePicture(app, sessionOf(request).user, request.actor()),
        say('success.picture_removed'),
      ),
  });
};
