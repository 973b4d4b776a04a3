import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { databaseProblem, prepareDatabase } from './db/prepare';
import { drainAndClose, trackConnections } from './shutdown';

/** Entry point: check the configuration, migrate, seed on first run, listen, stop cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const db = connect(config.database);
  let prepared;
  try {
    prepared = await prepareDatabase(db, config);
  } catch (error) {
    // One line an operator can act on, not a stack trace.
    console.error(databaseProblem(error, config.database));
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
  const { migrations: applied, seeded } = prepared;
  const app = await buildApp(config, { db });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

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
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.database.file}`;
  console.log(`\nSchoolwise is running on http://localhost:${config.port} (database: ${where})`);
  console.log(`API docs: http://localhost:${config.port}/api/docs`);
  if (seeded) {
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
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
