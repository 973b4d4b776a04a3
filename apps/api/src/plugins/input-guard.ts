import type { FieldErrors } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { decodedPath, isBadPath } from '../lib/request-path';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No field of the
 * API holds them; PostgreSQL refuses NUL in text outright (a 500 before this guard), and the
 * others only hide text from the people reading it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every string in a parsed JSON body or query, with its field key (`permissions.2.name`). */
function* strings(value: unknown, key: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${key}.${i}`);
  else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, item] of Object.entries(value)) yield* strings(item, key ? `${key}.${k}` : k);
  }
}

function controlCharacterErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, text] of strings(value, '')) {
    if (CONTROL.test(text) || CONTROL.test(key)) {
      errors[key || '_'] = [
        `The ${(key || 'value').replaceAll('_', ' ')} must not contain control characters.`,
      ];
    }
  }
  return errors;
}

/**
 * One check for every route, present and future: a path no route or file can have is a 400 before
 * anything looks it up; then, before a route's schema is applied, a body with control characters
 * is a 422 naming each field, a query with them a 400.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (isBadPath(decodedPath(request.url))) {
        throw new AppError(400, 'Bad request. Please check your input.');
      }
    });

    app.addHook('preValidation', async (request) => {
      const query = controlCharacterErrors(request.query);
      if (Object.keys(query).length > 0) {
        throw new AppError(400, 'Bad request. Please check your input.', query);
      }
      // Multipart bodies are files, checked by content where they are read.
      if (request.isMultipart()) return;
      const body = controlCharacterErrors(request.body);
      const first = Object.values(body)[0]?.[0];
      if (first) throw new AppError(422, first, body);
    });
  },
  { name: 'input-guard' },
);
