import {
  academicYearInputSchema,
  academicYearListQuerySchema,
  academicYearListSchema,
  academicYearSchema,
  academicYearSummarySchema,
  idParams,
  messageEnvelope,
  savedAcademicYearEnvelope,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { academicYearBatches, academicYearList } from './academic-years.repository';
import {
  academicYearPage,
  academicYearSummary,
  createAcademicYear,
  currentAcademicYear,
  editAcademicYear,
  getAcademicYear,
  removeAcademicYear,
  setCurrentAcademicYear,
  type SavedYear,
} from './academic-years.service';
import { say } from '../../lib/i18n';

const tags = ['School: academic years'];
const yearEnvelope = successEnvelope(academicYearSchema);
const filtersSchema = academicYearListQuerySchema.pick({ search: true });

/** A saved year in its envelope, with its warnings beside the data when there are any. */
const savedAnswer = ({ year, warnings }: SavedYear, message: string) =>
  warnings ? { ...ok(year, message), warnings } : ok(year, message);

/** /api/school/academic-years: the signed-in admin's school only (tenancy hook on the scope). */
export const academicYearsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/academic-years', {
    config: { permission: 'years_view' },
    schema: {
      tags,
      summary: "The school's academic years, newest first or sorted, with search",
      querystring: academicYearListQuerySchema,
      response: { 200: successEnvelope(academicYearListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await academicYearPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/academic-years/summary', {
    config: { permission: 'years_view' },
    schema: {
      tags,
      summary: 'Figures for the stat cards: total, current, active and archived years',
      response: { 200: successEnvelope(academicYearSummarySchema), ...failures(401, 403) },
    },
    handler: async (request) => ok(await academicYearSummary(app.db, schoolOf(request).id)),
  });

  app.get('/academic-years/current', {
    config: { permission: 'years_view' },
    schema: {
      tags,
      summary: "The school's current academic year, or null when none is set",
      response: { 200: successEnvelope(academicYearSchema.nullable()), ...failures(401, 403) },
    },
    handler: async (request) => ok(await currentAcademicYear(app.db, schoolOf(request).id)),
  });

  app.get('/academic-years/export', {
    config: { permission: 'years_export' },
    schema: {
      tags,
      summary: 'CSV of the whole filtered list, streamed',
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsvExport(app.db, request, reply, {
        resource: 'academic years',
        filters: request.query,
        header: ['id', 'name', 'start_date', 'end_date', 'status', 'created_at'],
        instants: ['created_at'],
        count: (bound) =>
          countList(app.db, academicYearList(app.db, schoolOf(request).id, request.query).count, bound),
        batches: academicYearBatches(app.db, schoolOf(request).id, request.query),
        toCells: (y) => [
          y.id,
          y.name,
          y.start_date,
          y.end_date,
          y.is_current ? 'current' : 'inactive',
          y.created_at,
        ],
      }),
  });

  app.post('/academic-years', {
    config: { permission: 'years_create' },
    schema: {
      tags,
      summary: 'Create an academic year (as the current one when is_current)',
      body: academicYearInputSchema,
      response: { 201: savedAcademicYearEnvelope, ...failures(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          savedAnswer(
            await createAcademicYear(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.academic_year_created'),
          ),
        ),
  });

  app.get('/academic-years/:id', {
    config: { permission: 'years_view' },
    schema: {
      tags,
      summary: 'One academic year',
      params: idParams,
      response: { 200: yearEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await getAcademicYear(app.db, schoolOf(request).id, request.params.id)),
  });

  app.put('/academic-years/:id', {
    config: { permission: 'years_update' },
    schema: {
      tags,
      summary: 'Update an academic year',
      params: idParams,
      body: academicYearInputSchema,
      response: { 200: savedAcademicYearEnvelope, ...failures(401, 403, 404, 422) },
    },
    handler: async (request) =>
      savedAnswer(
        await editAcademicYear(
          app.db,
          schoolOf(request).id,
          request.params.id,
          request.body,
          request.actor(),
        ),
        say('success.academic_year_updated'),
      ),
  });

  app.delete('/academic-years/:id', {
    config: { permission: 'years_delete' },
    schema: {
      tags,
      summary: 'Delete an academic year that is not current and has no enrolments',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removeAcademicYear(app.db, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.academic_year_deleted'));
    },
  });

  app.post('/academic-years/:id/set-current', {
    config: { permission: 'years_set_current' },
    schema: {
      tags,
      summary: 'Make this the current year; the previous current year becomes inactive',
      params: idParams,
      response: { 200: yearEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) =>
      ok(
        await setCurrentAcademicYear(app.db, schoolOf(request).id, request.params.id, request.actor()),
        say('success.academic_year_current'),
      ),
  });
};
