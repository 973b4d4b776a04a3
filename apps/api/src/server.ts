import cluster from 'node:cluster';
import { buildApp, type BuildOptions } from './app';
import { runPrimary, WORKER_SLOT_ENV } from './cluster/primary';
import { loadConfig, type Config } from './config';
import { connect, type DB } from './db/connect';
import { databaseProblem, prepareDatabase } from './db/prepare';
import type { SeedResult } from './db/seed/demo';
import { drainAndClose, trackConnections } from './shutdown';

/**
 * Entry point: check the configuration, migrate, seed on first run, then serve. With one worker
 * (WEB_CONCURRENCY=1) this process serves; with more it is the primary of that many workers
 * (cluster/primary.ts), and each worker comes back here to serve only.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  if (cluster.isWorker) {
    await serve(config, { clusterSlot: Number(process.env[WORKER_SLOT_ENV]) });
    return;
  }
  const db = connect(config.database);
  const { migrations, seeded } = await prepareOrExit(config, db);
  if (migrations.length > 0) logInfo(config, 'database migrated', { migrations });
  if (config.workers === 1) {
    await serve(config, { db });
    printBanner(config, seeded);
    return;
  }
  // The primary serves nothing: each worker opens connections of its own.
  await db.destroy();
  runPrimary(config, () => printBanner(config, seeded));
}

/** Migrations and the first-run seed, once per start whatever the number of workers. */
async function prepareOrExit(
  config: Config,
  db: DB,
): Promise<{ migrations: string[]; seeded: SeedResult | null }> {
  try {
    return await prepareDatabase(db, config);
  } catch (error) {
    // One line an operator can act on, not a stack trace.
    console.error(databaseProblem(error, config.database));
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
}

/** Listens on the port (shared by every worker) and drains on SIGTERM/SIGINT. */
async function serve(config: Config, options: BuildOptions): Promise<void> {
  const app = await buildApp(config, options);
  // Known from the start, so that a stop can tell a quiet connection from one serving a request.
  const tracker = trackConnections(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await drainAndClose(app, tracker, config.shutdownGraceMs);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

/** Written like the server's own log lines (one JSON object), as the primary has no app logger. */
function logInfo(config: Config, msg: string, extra: Record<string, unknown>): void {
  if (!['info', 'debug', 'trace'].includes(config.logLevel)) return;
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, ...extra }));
}

function printBanner(config: Config, seeded: SeedResult | null): void {
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.database.file}`;
  const workers = config.workers === 1 ? '1 process' : `${config.workers} worker processes`;
  console.log(`\nSchoolwise is running on http://localhost:${config.port} (database: ${where}; ${workers})`);
  console.log(`API docs: http://localhost:${config.port}/api/docs`);
  if (!seeded) return;
  console.log('\nFirst start: accounts created (change these passwords after signing in)');
  // A password the operator chose stays out of the output (and any log collecting it).
  const password = config.superadmin.passwordGiven
    ? '(the SUPERADMIN_PASSWORD you set)'
    : seeded.superadmin.password;
  console.log(`  Super administrator:  ${seeded.superadmin.email} / ${password}`);
  if (seeded.schoolAdmin) {
    console.log(
      `  School administrator: ${seeded.schoolAdmin.email} / ${seeded.schoolAdmin.password} (${seeded.schoolAdmin.school})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
