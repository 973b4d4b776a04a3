import type { Compilable, CompiledQuery } from 'kysely';
import { keepPrepared, type DB } from './connect';

/** Stands for the one value a query compiled once takes on each run. */
const SLOT = Symbol('slot');

/**
 * A query that runs on (nearly) every request, built and compiled once per database handle and run
 * with a new value each time: building and compiling the token lookup with Kysely cost more than
 * running it. `build` receives the placeholder to compare with (typed as the value it stands for)
 * and must use it; every other value in the query is a constant, and it names its columns (no
 * `*`). On PostgreSQL the statement is kept prepared on each connection, so it is planned once
 * there too (db/connect.ts).
 */
export function compiledOnce<Row, Value>(
  build: (db: DB, value: Value) => Compilable<Row>,
): (db: DB, value: Value) => CompiledQuery<Row> {
  const compiled = new WeakMap<DB, CompiledQuery<Row>>();
  return (db, value) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, SLOT as Value).compile();
      if (query.parameters.filter((p) => p === SLOT).length !== 1) {
        throw new Error('A query compiled once must use its value exactly once');
      }
      keepPrepared(query.sql);
      compiled.set(db, query);
    }
    return { ...query, parameters: query.parameters.map((p) => (p === SLOT ? value : p)) };
  };
}
