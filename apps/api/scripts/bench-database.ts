import path from 'node:path';
import pg from 'pg';

/** A new database: a SQLite file in `dir`, or a new database on the BENCH_PG_URL server. */
export async function newDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const pgServer = process.env.BENCH_PG_URL;
  if (!pgServer) return { url: `sqlite:${path.join(dir, 'bench.db')}`, drop: async () => undefined };
  const name = `schoolwise_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(pgServer);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: pgServer });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
