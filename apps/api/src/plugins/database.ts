import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { connect, type DB } from '../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
  }
}

/** One connection pool per app, closed with it (graceful shutdown, end of each test file). */
export default fp(
  async (app: FastifyInstance, opts: { config: Config; db?: DB }) => {
    const db = opts.db ?? connect(opts.config.database);
    app.decorate('config', opts.config);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);
