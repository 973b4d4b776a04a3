import { type FieldErrors, fieldMessage } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { decodedPath, isBadPath } from '../lib/request-path';
import { say } from '../lib/i18n';
import { inLanguageOf } from './language';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No field of the
 * API holds them; PostgreSQL refuses NUL in text outright (a 500 before this guard), and the
 * others only hide text from the people reading it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Arrays and objects a JSON body may open inside each other. No body of the API nests more than a
 * few levels; a bound far below what a recursive walk can take (the stack gives out near 10,000)
 * keeps every walk of a body after parsing (this guard, zod, the audit trail's JSON) safe.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other. One pass over the
 * characters, no recursion; brackets inside strings do not count. Text that is not JSON at all is
 * left for the parser to refuse.
 */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Every string in a parsed body or query, with its field key (`permissions.2.name`), in document
 * order. Walked with a stack of its own rather than by recursion, so no value can exhaust the
 * call stack whatever parsed it.
 */
function* strings(value: unknown): Generator<[string, string]> {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, key] = pending.pop()!;
    if (typeof item === 'string') {
      yield [key, item];
      continue;
    }
    let children: [string, unknown][];
    if (Array.isArray(item)) children = item.map((child, i) => [String(i), child]);
    else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      children = Object.entries(item);
    } else continue;
    for (let i = children.length - 1; i >= 0; i--) {
      const [name, child] = children[i]!;
      pending.push([child, key ? `${key}.${name}` : name]);
    }
  }
}

export function controlCharacterErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, text] of strings(value)) {
    if (CONTROL.test(text) || CONTROL.test(key)) {
      errors[key || '_'] = [fieldMessage('control_chars', key || 'value')];
    }
  }
  return errors;
}

/**
 * One check for every route, present and future: a path no route or file can have is a 400 before
 * anything looks it up; a JSON body nested deeper than any route takes is a 400 before it is
 * parsed; then, before a route's schema is applied, a body with control characters is a 422
 * naming each field, a query with them a 400.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (isBadPath(decodedPath(request.url))) {
        throw new AppError(400, say('status.bad_request'));
      }
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
      // The parser runs outside the request's async context: its refusal names the request.
      if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
        done(inLanguageOf(request, () => new AppError(400, say('input.too_deep', { max: MAX_JSON_DEPTH }))));
      } else void parseJson(request, body, done);
    });

    app.addHook('preValidation', async (request) => {
      const query = controlCharacterErrors(request.query);
      if (Object.keys(query).length > 0) {
        throw new AppError(400, say('status.bad_request'), query);
      }
      // Multipart bodies are streamed: their fields and file names are checked where they are
      // read (lib/uploads.ts), with this check.
      if (request.isMultipart()) return;
      const body = controlCharacterErrors(request.body);
      const first = Object.values(body)[0]?.[0];
      if (first) throw new AppError(422, first, body);
    });
  },
  { name: 'input-guard' },
);
