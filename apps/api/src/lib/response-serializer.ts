import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type Write = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema zod writes for an answer, shaped for fast-json-stringify:
 * - `anyOf: [X, null]` (a nullable object, or a nullable value with checks or choices) becomes X
 *   with `type: [X's type, 'null']` (and null among its choices): for an anyOf,
 *   fast-json-stringify asks Ajv which branch each value takes, on every answer.
 * - `additionalProperties: false` goes. fast-json-stringify writes only declared keys anyway; but
 *   in the branches of a union Ajv would refuse a value with a key more (a row's other columns),
 *   where zod takes the first branch that fits and drops the rest. Without it, Ajv picks as zod.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (node === null || typeof node !== 'object') return node;
  const shaped: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    shaped[key] = forWriting(value);
  }
  // Not an array where `anyOf` names a field (a key of `properties`), not a schema keyword.
  const anyOf = Array.isArray(shaped.anyOf) ? (shaped.anyOf as JsonSchema[]) : undefined;
  const [value, nothing] = anyOf ?? [];
  if (
    anyOf?.length === 2 &&
    typeof value?.type === 'string' &&
    !('const' in value) &&
    nothing?.type === 'null'
  ) {
    const { anyOf: _branches, ...rest } = shaped;
    // An enum must now also take the null (Ajv checks it where a union holds this field).
    const choices = Array.isArray(value.enum) ? { enum: [...(value.enum as unknown[]), null] } : {};
    return { ...rest, ...value, ...choices, type: [value.type, 'null'] };
  }
  return shaped;
}

/** A writer compiled from a response schema: only the keys the schema declares, in its order. */
function compile(schema: z.ZodType): Write {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  delete json.$schema;
  return fastJsonStringify(forWriting(json) as JsonSchema) as Write;
}

/** One writer per schema object: the failure envelope is shared by every route's error answers. */
const writers = new WeakMap<z.ZodType, Write>();

/** The compiled writer of a response schema (exported so a test can compile every route's). */
export function writerFor(schema: z.ZodType): Write {
  let write = writers.get(schema);
  if (!write) writers.set(schema, (write = compile(schema)));
  return write;
}

/**
 * Answers are written by serializers compiled from each route's zod response schema
 * (fast-json-stringify), not by zod encoding every answer and `JSON.stringify` writing it again:
 * a page of users took 34 µs that way and takes 8 µs compiled. As before, only the keys a schema
 * declares are written, so a column the schema does not name (a password hash) never leaves.
 * Compiled on a route's first answer of each status, so start-up (and each test's app) does not
 * pay for the 144 schemas of every route.
 *
 * With `check`, each answer is also encoded by zod and must come out as the same JSON value (key
 * order aside); a difference or a value the schema refuses is a 500 naming the route. The API's
 * tests run with it (test/helpers/test-app.ts): every answer they see proves the compiled writer
 * equals zod's, which the compiled writer alone does not check (it writes `"5"` for a number
 * where a string is declared, say, rather than refusing).
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    let write: Write | undefined;
    return (data: unknown) => {
      write ??= writerFor(schema);
      const written = write(data);
      if (!check) return written;
      const expected = JSON.stringify(z.encode(schema, data));
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
