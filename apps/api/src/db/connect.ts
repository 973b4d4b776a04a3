import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './database';

export type DB = Kysely<Database>;

/** better-sqlite3 cannot bind booleans; SQLite stores them as 0/1, so bind them that way. */
function bindable(params: readonly unknown[]): unknown[] {
  return params.map((p) => (typeof p === 'boolean' ? Number(p) : p));
}

function sqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const stmt = db.prepare(sql);
      return {
        reader: stmt.reader,
        all: (params: readonly unknown[]) => stmt.all(bindable(params)),
        run: (params: readonly unknown[]) => stmt.run(bindable(params)),
        iterate: (params: readonly unknown[]) => stmt.iterate(bindable(params)),
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

export function connect(config: DatabaseConfig): DB {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, types: pgTypes });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteDatabase(config.file) }) });
}

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
