import {
  classGraduationResultSchema,
  classGraduationSchema,
  classPromotionResultSchema,
  classPromotionSchema,
  promotionCandidatesSchema,
  promotionSourceQuerySchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { graduateClass, promoteClass, promotionCandidates } from './promotions.service';
import { say } from '../../lib/i18n';

const tags = ['School: students'];

/**
 * /api/school-admin/promotions and /graduations: year end for a whole class, beside the single
 * student's promote (same permission, same rules: active students, seats, unique roll numbers).
 */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/promotions/candidates', {
    config: { permission: 'students_promote' },
    schema: {
      tags,
      summary: "The review list: a class's (or section's) active students that year, by roll number",
      querystring: promotionSourceQuerySchema,
      response: { 200: successEnvelope(promotionCandidatesSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => ok(await promotionCandidates(app.db, schoolOf(request).id, request.query)),
  });

  app.post('/promotions', {
    config: { permission: 'students_promote' },
    schema: {
      tags,
      summary:
        'Promote a class or section into a later year: each student promoted, moved or held back, in one transaction',
      body: classPromotionSchema,
      response: { 200: successEnvelope(classPromotionResultSchema), ...failures(400, 401, 403, 409, 422) },
    },
    handler: async (request) => {
      const result = await promoteClass(app.db, schoolOf(request).id, request.body, request.actor());
      return ok(
        result,
        say('success.promotion_done', {
          promoted: result.promoted + result.moved,
          moved: result.moved,
          held_back: result.held_back,
        }),
      );
    },
  });

  app.post('/graduations', {
    config: { permission: 'students_promote' },
    schema: {
      tags,
      summary: 'Graduate a final class or section: its active students become alumni, freeing their seats',
      body: classGraduationSchema,
      response: { 200: successEnvelope(classGraduationResultSchema), ...failures(400, 401, 403, 409, 422) },
    },
    handler: async (request) => {
      const result = await graduateClass(app.db, schoolOf(request).id, request.body, request.actor());
      return ok(
        result,
        say('success.graduation_done', { graduated: result.graduated, held_back: result.held_back }),
      );
    },
  });
};
