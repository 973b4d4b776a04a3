import type { Config } from '../config';
import type { DB } from '../db/connect';
import type { AccessCache } from '../modules/access/access-cache';
import type { Mailer } from '../plugins/mailer';

/** What services need from the app; the Fastify instance provides it, tests can too. */
export interface Deps {
  db: DB;
  config: Config;
  mailer: Mailer;
  /** Roles, permissions and settings as this node holds them. */
  access: AccessCache;
}
