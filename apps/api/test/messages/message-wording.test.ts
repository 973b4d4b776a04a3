import { hasLabel } from '@school/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { freshIp } from '../helpers/http';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import { buildRequest, routeName } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import ENGLISH_LABELS from '../../../../packages/contract/src/locales/labels/en.json' with { type: 'json' };

/*
 * Messages speak the user's words: every route of the app's table that takes a body or a query,
 * sent with each field in turn missing, null, of the wrong type, blank, too long or out of range,
 * answers messages that name fields by their labels (labels.ts), never by their names in the
 * request ("dob", "admission_no", "class id"). And every field a request can carry has a label.
 */
let t: TestApp;
let setup: RouteTestSetup;
let ctx: RouteTestSetup['ctx'];

beforeAll(async () => {
  t = await createTestApp();
  setup = await setUpRouteTests(t);
  ({ ctx } = setup);
});
afterAll(() => t.close());

interface ZodLike {
  _zod: { def: { type: string } & Record<string, unknown> };
}
const isZod = (v: unknown): v is ZodLike => typeof v === 'object' && v !== null && '_zod' in v;

/** Every object key a schema can hold, at any depth, with where it was found. */
function fieldNames(schema: unknown, into: Set<string>): Set<string> {
  if (!isZod(schema)) return into;
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      fieldNames(child, into);
    }
  }
  for (const key of ['innerType', 'in', 'out', 'element']) fieldNames(def[key], into);
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldNames(option, into);
  return into;
}

const requestSchemas = (route: RouteAccess) => {
  const { body, querystring } = route.schema as { body?: unknown; querystring?: unknown };
  return { body: isZod(body) ? body : undefined, query: isZod(querystring) ? querystring : undefined };
};

/**
 * The raw names a message must not contain: a snake_case name as it is, and its spaced form
 * (`admission no`) where the label does not say it (so "Date of birth" is fine, "dob" is not, and
 * "Email" is the label of `email`). Single words are held to the same rule: `body`, `dob`, `token`.
 */
const RAW_NAMES = Object.entries(ENGLISH_LABELS).flatMap(([field, english]) => {
  const spaced = field.replaceAll('_', ' ');
  const label = english.toLowerCase();
  const wordIn = (text: string, word: string) =>
    new RegExp(`(^|[^a-z0-9_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9_])`, 'i').test(text);
  const names: string[] = [];
  if (field.includes('_')) names.push(field);
  if (!wordIn(label, spaced)) names.push(spaced);
  return names.map((name) => ({ name, test: (message: string) => wordIn(message, name) }));
});

/**
 * Raw names in a message, past the list of values a choice offers ("Sort must be one of:
 * created_at, name."): those are the values to send, not names of fields.
 */
const rawNamesIn = (message: string) => {
  const words = message.replace(/ one of: .*$/, '');
  return RAW_NAMES.filter(({ test }) => test(words)).map(({ name }) => name);
};

/** Values that break a field of the kind `valid` is, each a way a client gets it wrong. */
function badValues(valid: unknown): unknown[] {
  const common = [undefined, null];
  if (typeof valid === 'string') return [...common, '', '   ', 12345, 'x'.repeat(5000), '2024-13-45', '!!'];
  if (typeof valid === 'number') return [...common, 'abc', -1, 1.5, 0, 99_999_999_999];
  if (typeof valid === 'boolean') return [...common, 'maybe', 3];
  if (Array.isArray(valid)) return [...common, 'abc', ['abc'], [0], [1.5], [{}]];
  if (typeof valid === 'object' && valid !== null) {
    const nested = Object.keys(valid).map((key) => ({ ...valid, [key]: 'abc' }));
    return [...common, 'abc', {}, ...nested];
  }
  return common;
}

/** The messages of an answer: its message and every field message. */
function messagesOf(body: string): string[] {
  try {
    const json = JSON.parse(body) as { message?: string; errors?: Record<string, string[]> };
    return [json.message ?? '', ...Object.values(json.errors ?? {}).flat()].filter(Boolean);
  } catch {
    return [];
  }
}

/** The same request with one body field or query parameter replaced (undefined: left out). */
function withValue(request: InjectOptions, where: 'body' | 'query', field: string, value: unknown) {
  if (where === 'body') {
    const payload = { ...(request.payload as Record<string, unknown>), [field]: value };
    if (value === undefined) delete payload[field];
    return { ...request, payload: payload as InjectOptions['payload'] };
  }
  const url = new URL(request.url as string, 'http://x');
  if (value === undefined || value === null) url.searchParams.delete(field);
  else url.searchParams.set(field, typeof value === 'string' ? value : JSON.stringify(value));
  return { ...request, url: `${url.pathname}${url.search}` };
}

describe('validation messages', () => {
  it('give every field of every request a label', () => {
    const missing = new Set<string>();
    for (const route of t.app.routeAccess) {
      const { body, query } = requestSchemas(route);
      for (const field of [...fieldNames(body, new Set()), ...fieldNames(query, new Set())]) {
        if (!hasLabel(field)) missing.add(`${field} (${routeName(route)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it(
    'name no field by its request name, on any route, for any broken field',
    { timeout: 600_000 },
    async () => {
      const wrong = new Set<string>();
      let sent = 0;
      const routes = t.app.routeAccess.filter((r) => {
        const { body, query } = requestSchemas(r);
        return body || query;
      });
      for (const route of routes) {
        const name = routeName(route);
        const owner = setup.ownerOf(route);
        const valid = await buildRequest(ctx, route, owner);
        const token = (await setup.callerOf(route)).token;
        const { body } = requestSchemas(route);
        const fields: ['body' | 'query', string, unknown][] = [];
        if (body && typeof valid.payload === 'object' && valid.payload !== null) {
          for (const [key, value] of Object.entries(valid.payload as Record<string, unknown>)) {
            fields.push(['body', key, value]);
          }
        }
        for (const [key, value] of new URL(valid.url as string, 'http://x').searchParams) {
          fields.push(['query', key, value]);
        }
        for (const [where, field, value] of fields) {
          for (const bad of badValues(value)) {
            const res = await call(t.app, token, {
              ...withValue(valid, where, field, bad),
              remoteAddress: freshIp(),
            });
            sent++;
            for (const message of messagesOf(res.body)) {
              const raw = rawNamesIn(message);
              if (raw.length > 0)
                wrong.add(`${name} ${field}=${JSON.stringify(bad)?.slice(0, 20)}: "${message}"`);
            }
          }
        }
        // A route may have changed the platform's settings on the way (a valid optional left out).
        await resetSettings(t.db);
      }
      console.log(`message wording: ${sent} requests over ${routes.length} routes`);
      expect([...wrong]).toEqual([]);
      expect(sent).toBeGreaterThan(500);
    },
  );
});
