import {
  GALLERY_FIELD,
  idParams,
  NO_IMAGES_SELECTED,
  schoolGallerySchema,
  schoolProfileAnalyticsSchema,
  schoolProfileInputSchema,
  schoolProfileSchema,
  schoolProfileStatisticsSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { readImageUpload, readImageUploads } from '../../lib/uploads';
import { schoolOf } from '../../plugins/tenancy';
import {
  getProfile,
  profileAnalytics,
  profileStatistics,
  removeGalleryImage,
  setLogo,
  updateProfile,
  uploadGallery,
} from './school-profile.service';
import { say } from '../../lib/i18n';

const tags = ['School: profile'];
const profileEnvelope = successEnvelope(schoolProfileSchema);
const galleryEnvelope = successEnvelope(schoolGallerySchema);

/** /api/school/profile: the signed-in admin's own school (tenancy hook on the scope). */
export const schoolProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', {
    config: { permission: 'school_profile_view' },
    schema: {
      tags,
      summary: "The school's profile: details, logo and gallery (newest first)",
      response: { 200: profileEnvelope, ...failures(401, 403) },
    },
    handler: async (request) => ok(await getProfile(app.db, schoolOf(request).id)),
  });

  app.put('/profile', {
    config: { permission: 'school_profile_update' },
    schema: {
      tags,
      summary: "Update the school's details; the code stays unique across schools",
      body: schoolProfileInputSchema,
      response: { 200: profileEnvelope, ...failures(401, 403, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await updateProfile(app.db, schoolOf(request).id, request.body, request.actor()),
        say('success.school_profile_updated'),
      ),
  });

  app.post('/profile/logo', {
    config: { permission: 'school_profile_update' },
    schema: {
      tags,
      summary: 'Upload the logo (multipart field logo; PNG, JPEG, GIF or WebP; 10 MB); replaces the old one',
      consumes: ['multipart/form-data'],
      response: { 200: profileEnvelope, ...failures(400, 401, 403, 413, 422) },
    },
    handler: async (request) => {
      const image = await readImageUpload(request, 'logo');
      return ok(
        await setLogo(app, schoolOf(request).id, image, request.actor()),
        say('success.logo_uploaded'),
      );
    },
  });

  app.post('/profile/gallery', {
    config: { permission: 'school_gallery_upload' },
    schema: {
      tags,
      summary:
        'Add images to the gallery (multipart field images, up to 20; PNG, JPEG, GIF or WebP; 10 MB each); all or none',
      consumes: ['multipart/form-data'],
      response: { 200: galleryEnvelope, ...failures(400, 401, 403, 413, 422) },
    },
    handler: async (request) => {
      const images = readImageUploads(request, GALLERY_FIELD, NO_IMAGES_SELECTED);
      const gallery = await uploadGallery(app, schoolOf(request).id, images, request.actor());
      return ok({ gallery }, say('success.gallery_uploaded'));
    },
  });

  app.delete('/profile/gallery/:id', {
    config: { permission: 'school_gallery_delete' },
    schema: {
      tags,
      summary: 'Delete a gallery image and its file',
      params: idParams,
      response: { 200: galleryEnvelope, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const gallery = await removeGalleryImage(app, schoolOf(request).id, request.params.id, request.actor());
      return ok({ gallery }, say('success.image_deleted'));
    },
  });

  app.get('/profile/statistics', {
    config: { permission: 'school_profile_view' },
    schema: {
      tags,
      summary: 'Counts of the school: students, teachers, parents; classes, sections, subjects, years',
      response: { 200: successEnvelope(schoolProfileStatisticsSchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await profileStatistics(app.db, schoolOf(request).id)),
  });

  app.get('/profile/analytics', {
    config: { permission: 'school_profile_view' },
    schema: {
      tags,
      summary:
        'Growth this academic year and active accounts; attendance and assignment rates are null until recorded',
      response: { 200: successEnvelope(schoolProfileAnalyticsSchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await profileAnalytics(app.db, schoolOf(request).id)),
  });
};
