import { customMessage, type FieldErrors, fieldMessage } from '@school/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { say, type ErrorKey } from '../lib/i18n';
import { ROLL_NO_TAKEN } from '../modules/enrollments/roll-numbers';

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';

/** The words of each status Fastify itself may answer with (errors catalogue, `status`). */
const STATUS_KEYS: Record<number, ErrorKey> = {
  400: 'status.bad_request',
  401: 'status.unauthenticated',
  403: 'status.forbidden',
  404: 'status.not_found',
  405: 'status.method_not_allowed',
  409: 'status.conflict',
  413: 'status.too_large',
  415: 'status.unsupported_media_type',
  429: 'status.too_many_requests',
};
const statusMessage = (status: number) =>
  status === 503 ? customMessage('maintenance') : say(STATUS_KEYS[status] ?? 'status.bad_request');

function send(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply.code(status).send(errors ? { success: false, message, errors } : { success: false, message });
}

/** `/student_ids/0` -> `student_ids.0`, the field key Laravel-style clients expect. */
function fieldKey(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

/**
 * Unique fields whose duplicate is a validation failure (server-rules.md: 422 with the field),
 * by the constraint or index each engine names in its error. A service checks first; two
 * requests racing past that check meet here, and the loser gets the same answer as it would alone.
 */
const UNIQUE_FIELDS: Record<string, [field: string, message: () => string]> = {
  users_email_key: ['email', () => fieldMessage('taken', 'email')],
  'users.email': ['email', () => fieldMessage('taken', 'email')],
  schools_code_key: ['code', () => fieldMessage('taken', 'code')],
  'schools.code': ['code', () => fieldMessage('taken', 'code')],
  roles_name_key: ['name', () => fieldMessage('taken', 'name')],
  'roles.name': ['name', () => fieldMessage('taken', 'name')],
  roles_name_lower_idx: ['name', () => fieldMessage('taken', 'name')],
  permissions_name_key: ['name', () => fieldMessage('taken', 'name')],
  'permissions.name': ['name', () => fieldMessage('taken', 'name')],
  permissions_name_lower_idx: ['name', () => fieldMessage('taken', 'name')],
  academic_years_school_name_unique: ['name', () => fieldMessage('taken', 'name')],
  classes_school_name_unique: ['name', () => fieldMessage('taken', 'name')],
  sections_class_name_unique: ['name', () => fieldMessage('taken_in_class', 'name')],
  subjects_school_name_unique: ['name', () => fieldMessage('taken', 'name')],
  subjects_school_code_unique: ['code', () => fieldMessage('taken', 'code')],
  students_school_admission_unique: ['admission_no', () => fieldMessage('taken', 'admission_no')],
  'students.school_id, students.admission_no': ['admission_no', () => fieldMessage('taken', 'admission_no')],
  students_school_admission_lower_idx: ['admission_no', () => fieldMessage('taken', 'admission_no')],
  teachers_school_code_unique: ['employee_code', () => fieldMessage('taken', 'employee_code')],
  teachers_school_code_lower_idx: ['employee_code', () => fieldMessage('taken', 'employee_code')],
  'teachers.school_id, teachers.employee_code': [
    'employee_code',
    () => fieldMessage('taken', 'employee_code'),
  ],
  enrollments_roll_no_unique: ['roll_no', ROLL_NO_TAKEN],
};

/** The field a unique violation is about: PostgreSQL names the constraint, SQLite the columns or index. */
function uniqueField(error: unknown): [string, () => string] | undefined {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505' && typeof constraint === 'string') return UNIQUE_FIELDS[constraint];
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    const what = /^UNIQUE constraint failed: (?:index '([^']+)'|(.+))$/.exec(message);
    return what ? UNIQUE_FIELDS[what[1] ?? what[2]!] : undefined;
  }
  return undefined;
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again shortly.';

/**
 * The database went away or stopped answering (restart, failover, terminated connection, timeout):
 * the request cannot be served now but may be in a moment, so 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^(08|57P0)/.test(code) || code === '57014' || code === '53300'))
    return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'EPIPE')
    return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/.test(
      message,
    )
  );
}

/** Query parameters that pick one of a list's offered options. */
const LIST_CHOICES = new Set(['sort', 'direction']);

/** A unique or foreign-key violation that slipped past a service's checks, in either engine. */
function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' || code === '23503' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'))
  );
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.status, error.message, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // No body, or a body that is not an object at all (null, an array, a string): malformed.
        if (
          error.validation.some((issue) => issue.instancePath === '/' && issue.keyword === 'invalid_type')
        ) {
          return send(reply, 400, statusMessage(400));
        }
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const messages = (errors[fieldKey(issue.instancePath ?? '')] ??= []);
          const message = issue.message ?? say('status.invalid_value');
          // One message per broken rule: zod may report the same rule twice (e.g. type and length).
          if (!messages.includes(message)) messages.push(message);
        }
        // A body that breaks the rules is a validation failure; a bad query or path is a bad request,
        // except a list's sort or direction outside its whitelist: a well-formed choice we do not
        // offer, answered like any refused choice (422, docs/decisions.md "Lists").
        const refusedChoice =
          error.validationContext === 'querystring' &&
          Object.keys(errors).every((field) => LIST_CHOICES.has(field));
        const status = error.validationContext === 'body' || refusedChoice ? 422 : 400;
        const first = Object.values(errors)[0]?.[0];
        return send(reply, status, status === 422 && first ? first : statusMessage(400), errors);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return send(reply, 503, say('status.database_unavailable'));
      }
      const unique = uniqueField(error);
      if (unique) {
        const [field, write] = unique;
        const message = write();
        return send(reply, 422, message, { [field]: [message] });
      }
      if (isConstraintViolation(error)) {
        request.log.warn({ err: error }, 'constraint violation');
        return send(reply, 409, statusMessage(409));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return send(reply, 500, say('status.server_error'));
      }
      if (status === 429 && error.message) {
        return send(reply, 429, error.message);
      }
      // Fastify's own 4xx (bad JSON, too large, wrong content type): its code, our words.
      return send(reply, status, statusMessage(status));
    });
  },
  { name: 'errors' },
);
