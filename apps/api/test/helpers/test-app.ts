import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connect, type DB } from '../../src/db/connect';
import { untilUnused, withDatabase } from '../global-setup';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: Config;
  /** 'sqlite' or 'postgres': the engine this run uses. */
  engine: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Runs after the app is built and before ready(): lets a test register extra routes or hooks
   * (e.g. a route that throws, to check the 500 answer).
   */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * What the app queries through instead of the test's own handle on the database: the same
   * database with a Kysely plugin, say, that records the queries the app runs.
   */
  appDb?: (db: DB) => DB;
}

/**
 * A real app on a fresh database of its own: an SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database on that server that is dropped afterwards.
 * Either starts as a copy of the run's migrated database (test/global-setup.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgName = `schoolwise_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const migrated = inject('migratedDatabase');
  if (migrated.kind === 'postgres') {
    if (!serverUrl) throw new Error('The migrated database is on PostgreSQL, but TEST_DATABASE_URL is unset');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgName} TEMPLATE ${migrated.name}`);
    await admin.end();
  } else {
    await fs.copyFile(migrated.file, path.join(dir, 'test.db'));
  }
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: serverUrl ? withDatabase(serverUrl, pgName) : `sqlite:${path.join(dir, 'test.db')}`,
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'silent',
      APP_URL: 'http://school.test',
      // A test reads what a connection holds (its kept statements) across requests: connections
      // are not replaced under it (test/core/postgres-connections.test.ts sets a lifetime).
      DB_CONNECTION_LIFETIME_SECONDS: '0',
      ...env,
    }),
    webDist: null,
  };
  const db = connect(config.database);
  const app = await buildApp(config, { db: options.appDb?.(db) ?? db, checkResponses: true });
  await options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    db,
    config,
    engine: serverUrl ? 'postgres' : 'sqlite',
    async close() {
      await app.close();
      if (serverUrl) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        // FORCE would kill a connection that is still closing, and that client's error would
        // surface as an unhandled error of the file.
        await untilUnused(admin, pgName);
        await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
        await admin.end();
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
