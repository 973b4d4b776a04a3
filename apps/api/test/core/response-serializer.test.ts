import { successEnvelope } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { failures } from '../../src/lib/envelope';
import { writerFor } from '../../src/lib/response-serializer';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A route's answer as the compiled serializer writes it (lib/response-serializer.ts). */
const personSchema = successEnvelope(
  z.object({
    id: z.number().int(),
    name: z.string(),
    school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    // Nullable with checks: written by zod as anyOf, like the object above.
    rank: z.number().int().min(1).nullable(),
    tags: z.array(z.string()),
    note: z.string().optional(),
  }),
);
/** A union, as the sign-in answer is: a session or a second step; Ajv picks the branch. */
const unionSchema = successEnvelope(
  z.union([
    z.object({ token: z.string(), language: z.enum(['en', 'hi']).nullable() }),
    z.object({ ticket: z.string(), expires_at: z.string() }),
  ]),
);
type Answer = Record<string, unknown>;

/** Routes answering what each test puts in `answers`, checked against personSchema. */
function addRoutes(app: FastifyInstance, answers: Map<string, Answer>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/__test/person/:case',
    { schema: { params: z.object({ case: z.string() }), response: { 200: personSchema, ...failures(404) } } },
    // The handler's value is whatever the case says, as a bug in real code could make it.
    async (request) => answers.get(request.params.case) as never,
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/__test/either/:case',
      { schema: { params: z.object({ case: z.string() }), response: { 200: unionSchema } } },
      async (request) => answers.get(request.params.case) as never,
    );
}

const PERSON = { id: 7, name: 'Asha', school: { id: 3, name: 'Green Hill' }, rank: 2, tags: ['a', 'b'] };
const answers = new Map<string, Answer>([
  ['plain', { success: true, data: PERSON }],
  ['no-school', { success: true, data: { ...PERSON, school: null, rank: null } }],
  ['with-note', { success: true, message: 'Saved.', data: { ...PERSON, note: 'n' } }],
  // Columns of the row that the schema does not name, at every depth.
  [
    'extra-keys',
    {
      success: true,
      password_hash: 'argon2-secret',
      data: { ...PERSON, password_hash: 'argon2-secret', school: { ...PERSON.school, token: 'tok-secret' } },
    },
  ],
  ['string-for-number', { success: true, data: { ...PERSON, id: '7' } }],
  ['number-for-string', { success: true, data: { ...PERSON, name: 42 } }],
  ['token', { success: true, data: { token: 't', language: 'hi', password_hash: 'secret' } }],
  ['token-no-language', { success: true, data: { token: 't', language: null } }],
  ['ticket', { success: true, data: { ticket: 'k', expires_at: '2026-11-27T10:00:00Z', extra: 'secret' } }],
  ['missing-field', { success: true, data: { id: 7, name: 'Asha', tags: [] } }],
  ['fraction-for-int', { success: true, data: { ...PERSON, id: 7.5 } }],
  ['string-for-nullable-int', { success: true, data: { ...PERSON, rank: '2' } }],
]);

let t: TestApp;
let production: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: (app) => addRoutes(app, answers) });
  // The same app as `npm start` builds it: no zod check of answers.
  production = await buildApp(t.config, { db: t.db });
  addRoutes(production, answers);
  await production.ready();
});
afterAll(async () => {
  await production.close();
  await t.close();
});

const get = (app: FastifyInstance, name: string) =>
  app.inject({ method: 'GET', url: `/api/__test/person/${name}` });

describe('answers written from the response schema', () => {
  it.each(['plain', 'no-school', 'with-note'])('writes %s as zod would, in both builds', async (name) => {
    for (const app of [t.app, production]) {
      const res = await get(app, name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(personSchema.parse(answers.get(name)));
    }
  });

  it.each(['token', 'token-no-language', 'ticket'])(
    'writes the branch of a union that %s takes, as zod would, in both builds',
    async (name) => {
      for (const app of [t.app, production]) {
        const res = await app.inject({ method: 'GET', url: `/api/__test/either/${name}` });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('secret');
        expect(res.json()).toEqual(unionSchema.parse(answers.get(name)));
      }
    },
  );

  it('never writes a key the schema does not declare, at any depth', async () => {
    for (const app of [t.app, production]) {
      const res = await get(app, 'extra-keys');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secret');
      expect(res.json()).toEqual({ success: true, data: PERSON });
    }
  });

  it.each([
    'string-for-number',
    'number-for-string',
    'fraction-for-int',
    'string-for-nullable-int',
    'missing-field',
  ])(
    'answers 500 in the tests for %s, where zod refuses what the compiled writer would coerce',
    async (name) => {
      const res = await get(t.app, name);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Server error. Please try again later.' });
    },
  );

  it('answers 500 without the check too when a declared field is missing', async () => {
    const res = await get(production, 'missing-field');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Asha');
  });
});

describe('every route of the app', () => {
  // Compiled on a route's first answer: a schema fast-json-stringify cannot take would otherwise
  // first fail in production, on a route no test answers.
  it('has response schemas that all compile', () => {
    const schemas = new Set(
      t.app.routeAccess.flatMap((route) =>
        Object.values((route.schema.response ?? {}) as Record<string, z.ZodType>),
      ),
    );
    expect(schemas.size).toBeGreaterThan(100);
    for (const schema of schemas) expect(() => writerFor(schema)).not.toThrow();
  });
});
