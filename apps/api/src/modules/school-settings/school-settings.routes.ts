import {
  SCHOOL_SETTINGS_SCHEMAS,
  SCHOOL_SETTINGS_SECTION_NAMES,
  SCHOOL_SETTINGS_SECTIONS,
  schoolSettingsSchema,
  settingsSavedMessage,
  successEnvelope,
  type SchoolSettingsInputValues,
  type SchoolSettingsSection,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { saveSettings, schoolSettings, settingsSection } from './school-settings.service';

const tags = ['School: settings'];

/**
 * /api/school/settings and /api/school/settings/{section}: the signed-in admin's school only.
 * A route per section, each with its own body schema, so a section outside the list is 404 and
 * every section's rules are in the docs.
 */
export const schoolSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    config: { permission: 'school_settings_view' },
    schema: {
      tags,
      summary: "Every section of the school's settings",
      response: { 200: successEnvelope(schoolSettingsSchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await schoolSettings(app.db, schoolOf(request).id)),
  });

  const sectionRoutes = <S extends SchoolSettingsSection>(section: S) => {
    const { value, input } = SCHOOL_SETTINGS_SCHEMAS[section];
    const name = SCHOOL_SETTINGS_SECTION_NAMES[section];

    app.get(`/settings/${section}`, {
      config: { permission: 'school_settings_view' },
      schema: {
        tags,
        summary: `${name} settings (the defaults until first saved)`,
        response: { 200: successEnvelope(value), ...failures(401, 403) },
      },
      handler: async (request) => ok(await settingsSection(app.db, schoolOf(request).id, section)),
    });

    app.put(`/settings/${section}`, {
      // School Information is the school's own row, the profile's: whoever may not edit the
      // profile may not rename the school through its settings either.
      config: { permission: section === 'information' ? 'school_profile_update' : 'school_settings_update' },
      schema: {
        tags,
        summary: `Replace the ${name} settings`,
        body: input,
        // Information holds the school's code, unique on the platform: its refusals are limited.
        response: {
          200: successEnvelope(value),
          ...(section === 'information' ? failures(401, 403, 422, 429) : failures(401, 403, 422)),
        },
      },
      handler: async (request) =>
        ok(
          await saveSettings(
            app.db,
            schoolOf(request).id,
            section,
            // The body is the output of this section's own schema.
            request.body as SchoolSettingsInputValues[S],
            request.actor(),
          ),
          settingsSavedMessage(section),
        ),
    });
  };
  for (const section of SCHOOL_SETTINGS_SECTIONS) sectionRoutes(section);
};
