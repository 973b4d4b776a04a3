import {
  attendanceDayQuerySchema,
  attendanceDaySchema,
  attendanceReportFiltersSchema,
  attendanceReportQuerySchema,
  attendanceReportSchema,
  idParams,
  studentAttendanceSchema,
  successEnvelope,
} from '@school/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, ok } from '../../lib/envelope';
import { schoolOf } from '../../plugins/tenancy';
import { sendCsvExport } from '../audit/csv-export';
import { attendanceDay } from './attendance-overview.service';
import { attendanceReport, attendanceReportRows } from './attendance-report.service';
import { studentAttendance } from './student-attendance.service';

const tags = ['School: attendance'];

/** /api/school: the administrator's reading of attendance across their school. */
export const attendanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/attendance', {
    config: { permission: 'attendance_view' },
    schema: {
      tags,
      summary:
        'A date across the school: every section (by class, then name) with its register, and a summary',
      querystring: attendanceDayQuerySchema,
      response: { 200: successEnvelope(attendanceDaySchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, ...filters } = request.query;
      return ok(await attendanceDay(app.db, schoolOf(request).id, filters, { page, perPage: per_page }));
    },
  });

  app.get('/attendance/report', {
    config: { permission: 'attendance_view' },
    schema: {
      tags,
      summary:
        'A page of the students of a class or section over a date range (at most 366 days), and a summary of all of them',
      querystring: attendanceReportQuerySchema,
      response: { 200: successEnvelope(attendanceReportSchema), ...failures(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const { page, per_page, ...filters } = request.query;
      return ok(await attendanceReport(app.db, schoolOf(request).id, filters, { page, perPage: per_page }));
    },
  });

  app.get('/attendance/report/export', {
    config: { permission: 'attendance_export' },
    schema: {
      tags,
      summary: 'The date range report as CSV, streamed: every student of the class or section',
      querystring: attendanceReportFiltersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const rows = await attendanceReportRows(app.db, schoolOf(request).id, request.query);
      return sendCsvExport(app.db, request, reply, {
        resource: 'attendance',
        filters: request.query,
        header: [
          'student_id',
          'admission_no',
          'name',
          'class',
          'section',
          'days',
          'present',
          'absent',
          'late',
          'excused',
          'rate',
        ],
        instants: [],
        // One class's students, read at once with the figures the screen shows them: a single batch.
        count: () => Promise.resolve({ total: rows.length, isLowerBound: false }),
        batches: (async function* () {
          yield rows.map((row) => ({ ...row, id: row.student_id }));
        })(),
        toCells: (r) => [
          r.student_id,
          r.admission_no,
          r.name,
          r.class_name,
          r.section_name,
          r.days,
          r.present,
          r.absent,
          r.late,
          r.excused,
          r.rate,
        ],
      });
    },
  });

  app.get('/students/:id/attendance', {
    config: { permission: 'attendance_view' },
    schema: {
      tags,
      summary: "A student's current academic year: each day's mark, the counts and the rate",
      params: idParams,
      response: { 200: successEnvelope(studentAttendanceSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ok(await studentAttendance(app.db, schoolOf(request).id, request.params.id)),
  });
};
