import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { randomSecret } from './lib/secrets';

export const DEMO_SUPERADMIN_PASSWORD = 'Superadmin#2026';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A database is either an embedded SQLite file or a PostgreSQL server. */
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** How long to wait for a connection (a server that is down or hangs) before failing. */
      connectTimeoutMs: number;
      /** How long one query may run before it is cancelled and the request answered 503. */
      statementTimeoutMs: number;
      /**
       * How long a pooled connection serves before it is replaced (0: until it fails), so that the
       * plans PostgreSQL keeps for its prepared statements are made again for the tables as they
       * are now (db/connect.ts).
       */
      connectionLifetimeSeconds: number;
    };

function parseDatabaseUrl(value: string | undefined, ctx: z.RefinementCtx): DatabaseConfig {
  if (!value) return { kind: 'sqlite', file: path.join(repoRoot, 'data', 'school.db') };
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) {
    return {
      kind: 'postgres',
      url: value,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 15_000,
      connectionLifetimeSeconds: 10,
    };
  }
  if (value.startsWith('sqlite:')) {
    const file = value.slice('sqlite:'.length);
    if (file) return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be postgres://user@host:port/db or sqlite:<path to a file>',
  });
  return z.NEVER;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  DATABASE_URL: z.string().optional().transform(parseDatabaseUrl),
  APP_URL: z.url().optional(),
  STORAGE_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'storage')),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'web', 'dist')),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  SMTP_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().min(3).default('Schoolwise <no-reply@schoolwise.local>'),
  SUPPORT_EMAIL: z.email().default('support@schoolwise.example'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SCHOOL_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  MAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  COUNT_FOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DB_CONNECTION_LIFETIME_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  SUPERADMIN_EMAIL: z.email().default('superadmin@example.com'),
  SUPERADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      if (v === 'false' || v === '') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[0-9a-fA-F.:/,\s]+$/.test(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true, a number of proxy hops, or proxy addresses/CIDRs separated by commas',
      });
      return z.NEVER;
    }),
});

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): a hop count or the proxies'
 * addresses. `true` believes any client, so only use it behind a proxy that overwrites the header.
 */
export type TrustProxy = boolean | number | string;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * API processes serving the port (WEB_CONCURRENCY, else one per core): more than one runs a
   * primary that prepares the database and forks that many workers (src/cluster/primary.ts).
   */
  workers: number;
  database: DatabaseConfig;
  /** Public address of the web app, used in links sent by e-mail. */
  appUrl: string;
  storageDir: string;
  /** Built web app to serve; null serves only the API (tests). */
  webDist: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  /**
   * Whether the SMTP host of the e-mail settings may be a loopback, private, link-local or other
   * non-public address. Off, such a host is refused, so the settings cannot reach into the
   * server's own network. SMTP_URL is the operator's and is never judged.
   */
  smtpAllowPrivateHosts: boolean;
  mailFrom: string;
  /** Where contact-form messages are sent. */
  supportEmail: string;
  /** Contact-form messages accepted per client IP per hour. */
  contactRateLimit: number;
  /** What one school's logo and gallery may take of the storage folder, in megabytes. */
  schoolStorageQuotaMb: number;
  /** Failed sign-ins from one address in 15 minutes before it must wait (successes never count). */
  loginIpMaxFailures: number;
  /** A session ends this long after sign-in, however busy (the idle limit is a security setting). */
  sessionMaxHours: number;
  /** On SIGTERM, how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /** How often the mail sweep runs: due absence alerts, retries, mail a stop left pending. */
  mailSweepSeconds: number;
  /** How often PostgreSQL's piled-up kept counts are folded (lib/count-folds.ts). */
  countFoldMinutes: number;
  /** `passwordGiven`: set by SUPERADMIN_PASSWORD, so never printed (the operator knows it). */
  superadmin: { email: string; password: string; passwordGiven: boolean };
  /** Seed a demo school and its admin on first start (off for real deployments). */
  demoData: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
};

/** Reads the environment once at start-up; a bad value stops the server with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // A database in memory lives in one process: the workers could not share it.
    workers:
      e.DATABASE_URL.kind === 'sqlite' && e.DATABASE_URL.file === ':memory:'
        ? 1
        : (e.WEB_CONCURRENCY ?? os.availableParallelism()),
    database:
      e.DATABASE_URL.kind === 'postgres'
        ? {
            ...e.DATABASE_URL,
            connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
            statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
            connectionLifetimeSeconds: e.DB_CONNECTION_LIFETIME_SECONDS,
          }
        : e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    storageDir: path.resolve(e.STORAGE_DIR),
    webDist: path.resolve(e.WEB_DIST),
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    smtpAllowPrivateHosts: e.SMTP_ALLOW_PRIVATE_HOSTS,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    schoolStorageQuotaMb: e.SCHOOL_STORAGE_QUOTA_MB,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    mailSweepSeconds: e.MAIL_SWEEP_SECONDS,
    countFoldMinutes: e.COUNT_FOLD_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    superadmin: {
      email: e.SUPERADMIN_EMAIL.toLowerCase(),
      // Without demo data this is a real platform: no published password, a random one instead.
      password: e.SUPERADMIN_PASSWORD ?? (e.DEMO_DATA ? DEMO_SUPERADMIN_PASSWORD : randomSecret()),
      passwordGiven: e.SUPERADMIN_PASSWORD !== undefined,
    },
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
