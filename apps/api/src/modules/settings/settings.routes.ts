import {
  PLATFORM_SETTINGS_GROUP_NAMES,
  PLATFORM_SETTINGS_GROUPS,
  PLATFORM_SETTINGS_SCHEMAS,
  allPlatformSettingsSchema,
  platformSettingsSavedMessage,
  successEnvelope,
  testEmailResponseSchema,
  type PlatformSettingsGroup,
  type PlatformSettingsInputValues,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { invalid } from '../../lib/app-error';
import { sessionOf } from '../../plugins/auth';
import { allSettings, saveSettings, sendTestEmail, settingsGroup } from './settings.service';
import { say } from '../../lib/i18n';

const tags = ['Superadmin: settings'];

/**
 * /api/superadmin/settings and /api/superadmin/settings/{group}. A route per group, each with its
 * own body schema, so a group outside the list is 404 and every group's rules are in the docs.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    config: { permission: 'settings_view' },
    schema: {
      tags,
      summary: "Every group of the platform's settings (the SMTP password only as set or not)",
      response: { 200: successEnvelope(allPlatformSettingsSchema), ...failures(401, 403) },
    },
    handler: async () => ok(await allSettings(app.db)),
  });

  const groupRoutes = <G extends PlatformSettingsGroup>(group: G) => {
    const { value, input } = PLATFORM_SETTINGS_SCHEMAS[group];
    const name = PLATFORM_SETTINGS_GROUP_NAMES[group];

    app.get(`/settings/${group}`, {
      config: { permission: 'settings_view' },
      schema: {
        tags,
        summary: `${name} settings (the defaults until first saved)`,
        response: { 200: successEnvelope(value), ...failures(401, 403) },
      },
      handler: async () => ok(await settingsGroup(app.db, group)),
    });

    app.put(`/settings/${group}`, {
      // Where platform mail goes decides who receives every reset link: superadmins alone.
      config: { permission: group === 'email' ? 'settings_mail_update' : 'settings_update' },
      schema: {
        tags,
        summary: `Replace the ${name} settings; they apply on every API node from the next request`,
        body: input,
        response: { 200: successEnvelope(value), ...failures(401, 403, 422) },
      },
      handler: async (request) =>
        ok(
          await saveSettings(
            app,
            group,
            // The body is the output of this group's own schema.
            request.body as PlatformSettingsInputValues[G],
            request.actor(),
          ),
          platformSettingsSavedMessage(group),
        ),
    });
  };
  for (const group of PLATFORM_SETTINGS_GROUPS) groupRoutes(group);

  app.post('/settings/email/test', {
    config: { permission: 'settings_mail_update' },
    schema: {
      tags,
      summary:
        "Send a test e-mail to the signed-in superadmin's address now; 422 for an SMTP host that is not public, 502 when sending fails (the reason is in the server log)",
      response: { 200: successEnvelope(testEmailResponseSchema), ...failures(401, 403, 422, 502) },
    },
    handler: async (request) => {
      const platform = await settingsGroup(app.db, 'platform');
      // Only a student's account can lack one, and a role may be given this permission.
      const to = sessionOf(request).user.email;
      if (!to) throw invalid({ email: [say('mail.no_address_for_test')] });
      const { message, data } = await sendTestEmail(app, to, platform.platform_name, request.actor());
      return ok(data, message);
    },
  });
};
