import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  OperatorNode,
  PostgresAdapter,
  PrimitiveValueListNode,
  PostgresDialect,
  SqliteDialect,
  SqliteQueryCompiler,
  type BinaryOperationNode,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './database';

export type DB = Kysely<Database>;

/**
 * Booleans are written into the SQL as 1 and 0 rather than bound. better-sqlite3 cannot bind them
 * at all, and a bound value compared with an indexed column whose statistics SQLite keeps
 * (sqlite_stat4, filled by ANALYZE) makes SQLite plan the statement again at every execution, to
 * fit the value: the token lookup (`s.active = ?`) cost 30 times its own run in planning on every
 * request. A literal is planned once, with its value, and the statement is reused as prepared.
 */
class SqliteCompiler extends SqliteQueryCompiler {
  protected override appendValue(value: unknown): void {
    if (typeof value === 'boolean') this.append(value ? '1' : '0');
    else super.appendValue(value);
  }

  /**
   * The values of an IN list are written `+?`: the unary plus (a no-op on any value) hides each
   * from the planner's samples. A bound value the planner samples marks the statement to be
   * planned again, with that value, whenever a value is bound, so every run of a statement with
   * an IN list of bound ids paid for parsing and planning all of it again, and a list's samples
   * are probed one value at a time: a users page's related rows (its roles, schools and failed
   * sign-ins over the page's 15 ids) ran in 240 to 390 µs, and in 80 to 115 µs with the values
   * hidden (docs/decisions.md, "Where a request's time goes"; a page's related rows now take its
   * ids as one JSON value, `keyList` in db/in-list.ts). A list of bound values is a set of keys
   * (the ids a search matched, a selection) whose plan is the same whatever they are; a list the
   * code fixes (events, statuses) is written as literals (`fixedList`, db/in-list.ts), which this
   * leaves alone. A single value stays bound as it is: a filter's value (a status, a school) is
   * what picks the plan for a skewed column, as a users page filtered by the status most users
   * have shows (100 ms without it).
   */
  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    const { operator, rightOperand } = node;
    const inList =
      OperatorNode.is(operator) && (operator.operator === 'in' || operator.operator === 'not in');
    if (!inList || !PrimitiveValueListNode.is(rightOperand)) return super.visitBinaryOperation(node);
    this.visitNode(node.leftOperand);
    this.append(` ${operator.operator} (`);
    rightOperand.values.forEach((value, i) => {
      this.append(i === 0 ? '+' : ', +');
      this.appendValue(value);
    });
    this.append(')');
  }
}

class Sqlite extends SqliteDialect {
  override createQueryCompiler() {
    return new SqliteCompiler();
  }
}

/** Prepared statements reused by SQL text; Kysely would otherwise prepare each query anew. */
const STATEMENT_CACHE_SIZE = 500;

function sqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Lets the planner gather the statistics it needs on tables that have grown (SQLite's advice).
  db.pragma('optimize = 0x10002');

  const statements = new Map<string, SQLite.Statement>();
  const cached = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  return {
    close: () => db.close(),
    prepare(sql: string) {
      // Several worker processes write one file. A transaction begun deferred that reads, then
      // writes after another process committed, fails at once with SQLITE_BUSY (its snapshot is
      // stale; busy_timeout cannot help). Taking the write lock at BEGIN makes it wait its turn
      // under busy_timeout instead. In one process nothing changes: Kysely already runs one
      // transaction at a time on the one connection.
      const stmt = cached(sql === 'begin' ? 'begin immediate' : sql);
      return {
        reader: stmt.reader,
        all: (params: readonly unknown[]) => stmt.all(params),
        run: (params: readonly unknown[]) => stmt.run(params),
        // A statement that is being iterated is busy, so streams get one of their own.
        iterate: (params: readonly unknown[]) => db.prepare(sql).iterate(params),
      };
    },
  };
}

/** int8 (count(*)) and numeric (avg) arrive from pg as strings; every figure we keep fits a double. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  },
};

/**
 * Statements kept prepared on every PostgreSQL connection, by SQL text: the queries compiled once
 * (db/compiled-once.ts), which run on nearly every request: the token lookup, the school admin's
 * school, and each list's related rows over its page's ids. Sent unnamed, a statement is parsed,
 * described and planned on every run: the token lookup's plan (with the lock-out subqueries it had) cost
 * 1.9 ms of PostgreSQL's CPU, eight times its run and 44% of the database's time under `npm run
 * load`. A named statement is parsed once per connection and, after five runs, PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones, until the connection is replaced (its
 * lifetime, in `connect`).
 *
 * Only those: a generic plan is one plan for every value, and the school console's queries are
 * not alike for every school. Kept for every query, the teachers' search of a school of 10,000
 * (among 20,000 schools of 10 teachers) got a generic plan for "an average school" and answered
 * 22 req/s instead of 202. The queries compiled once find rows by key (a token, a page's ids),
 * whatever the values, so one plan suits them all.
 * Never a text that reads or returns `*`: a migration adding a column would make every running
 * node's kept `*` fail ("cached plan must not change result type"), where named columns are
 * simply planned again.
 */
const keptStatements = new Map<string, string>();

/** A statement with no `*` column (count(*) is fine): safe to keep across migrations. */
const keepable = (sql: string) => !/(^|[\s,])("[^"]+"\.)?\*(?=[\s,]|$)/.test(sql);

export function keepPrepared(sql: string): void {
  if (!keepable(sql)) throw new Error(`A kept statement must name its columns: ${sql}`);
  if (!keptStatements.has(sql)) keptStatements.set(sql, `kept_${keptStatements.size + 1}`);
}

/** One connection as Kysely uses it, with the kept statements sent by name. */
function keepingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(text: string | PostgresCursor<unknown>, parameters: ReadonlyArray<unknown> = []): unknown {
    if (typeof text !== 'string') return client.query(text as unknown as pg.Submittable);
    return client.query({ name: keptStatements.get(text), text, values: [...parameters] });
  }
  return { query, release: () => client.release() };
}

/** The pool as Kysely sees it: each connection wrapped once, since Kysely keys its state by client. */
function keepingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let kept = wrapped.get(client);
      if (!kept) wrapped.set(client, (kept = keepingClient(client)));
      return kept;
    },
    end: () => pool.end(),
  };
}

/** What an idle pooled connection's loss is reported to; by default a JSON line on stderr. */
export type PoolErrorHandler = (error: Error) => void;

const warnPoolError: PoolErrorHandler = (error) =>
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost; the next query opens a new one', err: error.message })}\n`,
  );

export function connect(config: DatabaseConfig, onPoolError: PoolErrorHandler = warnPoolError): DB {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      types: pgTypes,
      connectionTimeoutMillis: config.connectTimeoutMs,
      // No parallel plans: the API's queries read a page and a bounded count, many at once, and a
      // parallel worker's start costs more than it saves. At ten million students a school's
      // search for a common name answered 3.5 times faster without (README, "The platform at ten
      // million students"). No JIT either: a bounded count is costed as if it read every row the
      // filter may match, so past `jit_above_cost` PostgreSQL compiled it to machine code on every
      // run: 182 ms for a count that reads 1,001 rows in 3 ms (docs/decisions.md, "No JIT on the
      // API's PostgreSQL connections").
      // Startup parameters, so they cost no round trip.
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
      // The server cancels a slow statement; the client gives up on a server that stopped answering.
      statement_timeout: config.statementTimeoutMs,
      query_timeout: config.statementTimeoutMs + 1000,
      // A kept statement's generic plan lasts as long as its connection, unless the statistics of a
      // table it reads change first, which autovacuum's ANALYZE does at most once a minute and only
      // after 50 rows and a tenth of the table changed. A plan made while a table held a few rows
      // then stays wrong as it grows: under `npm run load` the roles grew from 5 to thousands in
      // seconds, and every users page hashed the whole roles table (its plan expected 5 rows) until
      // the run ended. A connection replaced after a few seconds plans again on its new backend, from
      // the table's size as it is now (PostgreSQL scales the last statistics by the table's current
      // pages). That costs: each new backend starts and plans every kept statement again (five
      // custom plans each before the generic one); under `npm run load` planning rose from 3.5% to
      // 8.8% of the machine's time (perf). The stale plans cost more: 2.20 and 2.23 ms of the
      // machine's CPU a request without a lifetime, 1.87 and 1.92 with 10 s (60 s runs, alternated).
      // Connections opened together are replaced together (pg-pool spreads nothing).
      maxLifetimeSeconds: config.connectionLifetimeSeconds,
    });
    // A connection ended by a restart, a failover or pg_terminate_backend emits 'error': on the
    // pool while idle, on its client while checked out between queries. Without a listener either
    // would end the process. The query it cuts fails on its own (503); the pool drops the client.
    pool.on('error', onPoolError);
    pool.on('connect', (client) => client.on('error', onPoolError));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: keepingPool(pool) }) });
  }
  return new Kysely<Database>({ dialect: new Sqlite({ database: sqliteDatabase(config.file) }) });
}

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A unique index refused the write, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
