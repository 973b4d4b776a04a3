import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SystemInfo } from '@school/contract';
import { isPostgres, type DB } from '../../db/connect';

/** apps/api/package.json: two folders up from here in src/ and in dist/ alike. */
const PACKAGE_JSON = path.resolve(import.meta.dirname, '../../../package.json');

/** The version the running code was released as; read once, as the code cannot change under it. */
const version = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;

/** This API node: its release, runtime, database engine and how long the process has run. */
export function systemInfo(db: DB): SystemInfo {
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    version,
    node_version: process.version,
    database: isPostgres(db) ? 'postgresql' : 'sqlite',
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    uptime_seconds: uptimeSeconds,
    status: 'online',
  };
}
