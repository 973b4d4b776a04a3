import {
  enrollmentReportSchema,
  idParams,
  messageEnvelope,
  studentAnalyticsQuerySchema,
  studentAnalyticsSchema,
  studentDetailQuerySchema,
  studentCreateSchema,
  studentDetailSchema,
  studentListQuerySchema,
  studentListSchema,
  studentParentSchema,
  studentUpdateSchema,
  successEnvelope,
} from '@school/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, failures, ok } from '../../lib/envelope';
import { localDate } from '../../lib/calendar';
import { countList, pageRequest } from '../../lib/pagination';
import { schoolOf } from '../../plugins/tenancy';
import { platformTimeZone } from '../access/access-cache';
import { sendCsvExport } from '../audit/csv-export';
import { exportedCells, exportedStudents, STUDENT_EXPORT_HEADER } from './students-export';
import { studentList } from './students.repository';
import {
  editStudent,
  enrolStudent,
  enrollmentReport,
  getStudent,
  removeStudent,
  studentAnalytics,
  studentPage,
  studentParents,
  yearOfFilters,
} from './students.service';
import { say } from '../../lib/i18n';

const tags = ['School: students'];
const studentEnvelope = successEnvelope(studentDetailSchema);
const filtersSchema = studentListQuerySchema.omit({
  page: true,
  per_page: true,
  sort: true,
  direction: true,
});

/** /api/school/students: the signed-in admin's school only (tenancy hook on the scope). */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/students', {
    config: { permission: 'students_view' },
    schema: {
      tags,
      summary: "The school's students, newest first or sorted, with search and filters",
      querystring: studentListQuerySchema,
      response: { 200: successEnvelope(studentListSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, sort, direction, ...filters } = request.query;
      return ok(
        await studentPage(
          app.db,
          schoolOf(request).id,
          filters,
          pageRequest({ page, per_page, sort, direction }),
        ),
      );
    },
  });

  app.get('/students/analytics', {
    config: { permission: 'students_view' },
    schema: {
      tags,
      summary:
        'Totals, gender, students per class and new enrolments: of the school, or of the students enrolled in academic_year_id',
      querystring: studentAnalyticsQuerySchema,
      response: { 200: successEnvelope(studentAnalyticsSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) =>
      ok(await studentAnalytics(app.db, schoolOf(request).id, request.query.academic_year_id)),
  });

  app.get('/students/enrollment-report', {
    config: { permission: 'students_view' },
    schema: {
      tags,
      summary: 'Admissions per month over the last twelve months',
      response: { 200: successEnvelope(enrollmentReportSchema), ...failures(401, 403) },
    },
    handler: async (request) =>
      ok(
        await enrollmentReport(
          app.db,
          schoolOf(request).id,
          localDate(new Date(), await platformTimeZone(app.access)),
        ),
      ),
  });

  app.get('/students/export', {
    config: { permission: 'students_export' },
    schema: {
      tags,
      summary:
        "CSV of the whole filtered list, streamed: each student's class, section and roll number of the year looked at, and parents",
      querystring: filtersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const schoolId = schoolOf(request).id;
      const yearId = await yearOfFilters(app.db, schoolId, request.query);
      return sendCsvExport(app.db, request, reply, {
        resource: 'students',
        filters: request.query,
        header: STUDENT_EXPORT_HEADER,
        count: (bound) =>
          countList(app.db, studentList(app.db, schoolId, request.query, yearId).count, bound),
        batches: exportedStudents(app.db, schoolId, request.query, yearId),
        toCells: exportedCells,
        instants: ['created_at'],
      });
    },
  });

  app.post('/students', {
    config: { permission: 'students_create' },
    schema: {
      tags,
      summary: 'Enrol a student: their sign-in, the student and the enrolment, in one transaction',
      body: studentCreateSchema,
      response: { 201: studentEnvelope, ...failures(401, 403, 422, 429) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await enrolStudent(app.db, schoolOf(request).id, request.body, request.actor()),
            say('success.student_enrolled'),
          ),
        ),
  });

  app.get('/students/:id', {
    config: { permission: 'students_view' },
    schema: {
      tags,
      summary:
        'One student with their enrolment of academic_year_id (else the current year), history and parents',
      params: idParams,
      querystring: studentDetailQuerySchema,
      response: { 200: studentEnvelope, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await getStudent(app.db, schoolOf(request).id, request.params.id, request.query.academic_year_id)),
  });

  app.put('/students/:id', {
    config: { permission: 'students_update' },
    schema: {
      tags,
      summary: 'Update a student (status included) and their enrolment in the year given',
      params: idParams,
      body: studentUpdateSchema,
      response: { 200: studentEnvelope, ...failures(401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      ok(
        await editStudent(app.db, schoolOf(request).id, request.params.id, request.body, request.actor()),
        say('success.student_updated'),
      ),
  });

  app.delete('/students/:id', {
    config: { permission: 'students_delete' },
    schema: {
      tags,
      summary: 'Delete a student, their enrolments, parent links and sign-in; the audit entry keeps them',
      params: idParams,
      response: { 200: messageEnvelope, ...failures(401, 403, 404) },
    },
    handler: async (request) => {
      await removeStudent(app, schoolOf(request).id, request.params.id, request.actor());
      return done(say('success.student_deleted'));
    },
  });

  app.get('/students/:id/parents', {
    config: { permission: 'students_view' },
    schema: {
      tags,
      summary: "The student's parents, primary first",
      params: idParams,
      response: {
        200: successEnvelope(z.object({ parents: z.array(studentParentSchema) })),
        ...failures(401, 403, 404),
      },
    },
    handler: async (request) =>
      ok({ parents: await studentParents(app.db, schoolOf(request).id, request.params.id) }),
  });
};
