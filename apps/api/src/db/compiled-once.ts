import type { Compilable, CompiledQuery } from 'kysely';
import { keepPrepared, type DB } from './connect';

/** Stand for the values a query compiled once takes on each run, in the order `build` takes them. */
const SLOTS = [Symbol('first value'), Symbol('second value'), Symbol('third value')] as const;

/**
 * A query that runs on (nearly) every request, built and compiled once per database handle and run
 * with new values each time: building and compiling the token lookup with Kysely cost more than
 * running it, and so did a page's related rows (docs/decisions.md, "A page's related rows compiled
 * once"). `build` receives a placeholder for each of its values (typed as the value it stands
 * for, at most three) and must use each, as often as it likes; every other value in the query is a
 * constant, and it names its columns (no `*`). A list of ids is one value (`keyList`,
 * db/in-list.ts), so the statement is one text whatever the page's length. `build` declares each
 * value as a plain parameter (no default, no rest): their number is read from its length. On
 * PostgreSQL the statement is kept prepared on each connection, parsed once there and planned once
 * when PostgreSQL keeps its generic plan (db/connect.ts): only for queries whose plan is the same
 * whatever the values (a row by its key, rows by a page's ids), since a kept statement may get one
 * plan for every value.
 */
export function compiledOnce<Row, Values extends unknown[]>(
  build: (db: DB, ...values: Values) => Compilable<Row>,
): (db: DB, ...values: Values) => CompiledQuery<Row> {
  const slots: readonly symbol[] = SLOTS.slice(0, build.length - 1);
  if (slots.length === 0 || slots.length !== build.length - 1) {
    throw new Error(`A query compiled once takes 1 to ${SLOTS.length} values`);
  }
  const compiled = new WeakMap<DB, CompiledQuery<Row>>();
  return (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...(slots as unknown as Values)).compile();
      if (slots.some((slot) => !query!.parameters.includes(slot))) {
        throw new Error('A query compiled once must use each of its values');
      }
      keepPrepared(query.sql);
      compiled.set(db, query);
    }
    return {
      ...query,
      parameters: query.parameters.map((p) => {
        const at = slots.indexOf(p as symbol);
        return at === -1 ? p : values[at];
      }),
    };
  };
}
