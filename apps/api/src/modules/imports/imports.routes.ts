import {
  idParams,
  IMPORT_KINDS,
  importCheckSchema,
  importRunSchema,
  importSchema,
  MAX_IMPORT_MB,
  messageEnvelope,
  successEnvelope,
  type ImportKind,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BYTE_ORDER_MARK, csvLine } from '../../lib/csv';
import { done, failures, ok } from '../../lib/envelope';
import { say } from '../../lib/i18n';
import { readFileUpload } from '../../lib/uploads';
import { schoolOf } from '../../plugins/tenancy';
import { STUDENT_EXPORT_HEADER } from '../students/students-export';
import { TEACHER_EXPORT_HEADER } from '../teachers/teachers-export';
import {
  checkImport,
  discardImport,
  getImport,
  lastImport,
  runImport,
  uploadImport,
} from './imports.service';

/** The template of each kind is its export's header: a file exported here imports back. */
const TEMPLATE_HEADER: Record<ImportKind, readonly string[]> = {
  students: STUDENT_EXPORT_HEADER,
  teachers: TEACHER_EXPORT_HEADER,
};

const importEnvelope = successEnvelope(importSchema);

/**
 * /api/school/imports/{students,teachers}: the signed-in admin's school only (tenancy hook on the
 * scope). Each kind's routes need its own permission (students_import, teachers_import), so the
 * kind is part of each path and an import is found only under its own kind.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of IMPORT_KINDS) {
    const permission = `${kind}_import` as const;
    const tags = [`School: ${kind}`];
    const base = `/imports/${kind}`;

    app.get(`${base}/template`, {
      config: { permission },
      schema: {
        tags,
        summary: `The ${kind} file's template: a CSV file holding the export's header`,
        produces: ['text/csv'],
      },
      handler: async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-import-template.csv"`)
          .send(BYTE_ORDER_MARK + csvLine(TEMPLATE_HEADER[kind])),
    });

    app.post(base, {
      config: { permission },
      schema: {
        tags,
        summary: `Upload a ${kind} file (multipart, field "file", CSV up to ${MAX_IMPORT_MB} MB): read, its columns matched by header; nothing imported yet`,
        consumes: ['multipart/form-data'],
        response: { 201: importEnvelope, ...failures(400, 401, 403, 413, 422, 429) },
      },
      handler: async (request, reply) => {
        const file = await readFileUpload(request, 'file', MAX_IMPORT_MB);
        const created = await uploadImport(app, schoolOf(request).id, kind, file, request.actor());
        return reply.code(201).send(ok(created, say('success.import_uploaded')));
      },
    });

    app.get(`${base}/latest`, {
      config: { permission },
      schema: {
        tags,
        summary: `The school's newest ${kind} import, or null: where the wizard resumes`,
        response: { 200: successEnvelope(importSchema.nullable()), ...failures(401, 403) },
      },
      handler: async (request) => ok(await lastImport(app, schoolOf(request).id, kind)),
    });

    app.get(`${base}/:id`, {
      config: { permission },
      schema: {
        tags,
        summary: `One ${kind} import: its matching, dry run and result`,
        params: idParams,
        response: { 200: importEnvelope, ...failures(400, 401, 403, 404) },
      },
      handler: async (request) => ok(await getImport(app, schoolOf(request).id, kind, request.params.id)),
    });

    app.post(`${base}/:id/check`, {
      config: { permission },
      schema: {
        tags,
        summary: `The dry run: every row checked with the forms' rules, against the school and the file; nothing written`,
        params: idParams,
        body: importCheckSchema,
        response: { 200: importEnvelope, ...failures(400, 401, 403, 404, 409, 422, 429) },
      },
      handler: async (request) =>
        ok(
          await checkImport(
            app,
            schoolOf(request).id,
            kind,
            request.params.id,
            request.body,
            request.actor(),
          ),
          say('success.import_checked'),
        ),
    });

    app.post(`${base}/:id/run`, {
      config: { permission },
      schema: {
        tags,
        summary:
          'Import: all rows or none (default), or only the valid ones; checked again first, written in one transaction; 409 while another import of the school runs',
        params: idParams,
        body: importRunSchema,
        response: { 200: importEnvelope, ...failures(400, 401, 403, 404, 409, 422, 429) },
      },
      handler: async (request) =>
        ok(
          await runImport(
            app,
            schoolOf(request).id,
            kind,
            request.params.id,
            request.body,
            request.actor(),
            request.log,
          ),
          say('success.import_done'),
        ),
    });

    app.delete(`${base}/:id`, {
      config: { permission },
      schema: {
        tags,
        summary: `Discard a ${kind} import not yet run, with its file`,
        params: idParams,
        response: { 200: messageEnvelope, ...failures(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        await discardImport(app, schoolOf(request).id, kind, request.params.id, request.actor());
        return done(say('success.import_discarded'));
      },
    });
  }
};
