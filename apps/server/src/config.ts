import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * PRODUCT.md 14: which proxies may tell the client's address. A hop count (`1` for one
 * reverse proxy; `true` means 1) or a comma-separated list of proxy addresses or ranges.
 * Never "trust everything": the leftmost X-Forwarded-For entry is written by the client.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^[0-9]+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // PRODUCT.md 22: DATABASE_URL may be a transaction-mode pooler; LISTEN and the migration lock
  // need a direct connection (default: DATABASE_URL itself).
  DATABASE_LISTEN_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // false: no named prepared statements (a pooler in transaction mode that does not track them).
  DATABASE_PREPARED_STATEMENTS: flag('true'),
  // By default the embedded database lives in data/ at the repository root, wherever npm runs the server.
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../data', import.meta.url))),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spotlane <no-reply@spotlane.local>'),
  APP_URL: z.string().url().optional(),
  // PRODUCT.md 22: production on a plain-http APP_URL only when said on purpose.
  ALLOW_HTTP: flag('false'),
  // Production on PostgreSQL keeps uploads under DATA_DIR only when said on purpose.
  ALLOW_LOCAL_UPLOADS: flag('false'),
  // SIGTERM: how long /readyz answers 503 (and new live streams are turned away) before the
  // listener closes, so a proxy or load balancer stops sending here first. Default 2000 in
  // production, 0 elsewhere (a development reload does not wait).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  // The job runner (platform/jobs.ts). MAIL_POLL_MS and MAIL_LEASE_SECONDS are their earlier names.
  JOBS_POLL_MS: z.coerce.number().int().min(50).optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).optional(),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).optional(),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).optional(),
  // The list speed budget: how long a session's caller is kept in the process (0: read on every request).
  // Default 2000 ms, but 0 under NODE_ENV=test, whose tests change sessions behind the API's back.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  PRUNE_EVERY_MINUTES: z.coerce.number().int().min(1).default(60),
  // PRODUCT.md 13 (decision 037): an agent's reply not read this long is mailed to the user.
  SUPPORT_AWAY_MAIL_SECONDS: z.coerce.number().int().min(0).default(300),
  // Bootstrap: users with these e-mails (comma-separated) become support agents the first time
  // they use the support area, like `npm run support:agent` (the browser journeys use it).
  SUPPORT_AGENT_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  // PRODUCT.md 11: webhooks to http:// and to private or loopback addresses (development, tests).
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // PRODUCT.md 11: S3-compatible storage when all five are set; files under DATA_DIR/uploads otherwise.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // PRODUCT.md 22: GET /metrics answers a scraper sending this as a bearer token (unset: 404).
  METRICS_TOKEN: z.string().min(16).optional(),
  // PRODUCT.md 22: one access-log line per request (production logs none otherwise).
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

type Parsed = z.infer<typeof envSchema>;

export type Config = Omit<
  Parsed,
  | 'APP_URL'
  | 'JOBS_POLL_MS'
  | 'MAIL_POLL_MS'
  | 'JOBS_LEASE_SECONDS'
  | 'MAIL_LEASE_SECONDS'
  | 'SEED_DEMO'
  | 'SESSION_CACHE_MS'
  | 'SHUTDOWN_DRAIN_MS'
> & {
  APP_URL: string;
  secureCookies: boolean;
  JOBS_POLL_MS: number;
  JOBS_LEASE_SECONDS: number;
  /** Demo accounts at start: SEED_DEMO, else only in development. */
  SEED_DEMO: boolean;
  SESSION_CACHE_MS: number;
  SHUTDOWN_DRAIN_MS: number;
};

/** A setting the server refuses to start with; its message is one line naming the setting. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')
        .replaceAll('\n', ' '),
    );
  }
  const { MAIL_POLL_MS, MAIL_LEASE_SECONDS, ...parsed } = result.data;
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.SMTP_URL && parsed.MAIL_TRANSPORT !== 'log') {
    // One-time codes and reset links would otherwise end up in the log.
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL to send mail (or MAIL_TRANSPORT=log to write mail to the log on purpose)',
    );
  }
  if (production && !parsed.SESSION_SECRET) {
    // PRODUCT.md 22: what one process signs (the contact form's fill-time token, upload links)
    // another must accept, and a restart must not void: one secret shared by every process.
    throw new ConfigError(
      'NODE_ENV=production needs SESSION_SECRET (16 characters or more, the same for every process)',
    );
  }
  if (production && !parsed.ALLOW_HTTP && !parsed.APP_URL?.startsWith('https:')) {
    // Without https: the session cookie is sent without Secure and no HSTS is set.
    throw new ConfigError(
      `NODE_ENV=production needs an https: APP_URL (got ${parsed.APP_URL ?? 'none'}; ALLOW_HTTP=true allows http: on purpose)`,
    );
  }
  const s3 = [
    parsed.S3_ENDPOINT,
    parsed.S3_BUCKET,
    parsed.S3_REGION,
    parsed.S3_ACCESS_KEY_ID,
    parsed.S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    // Half a configuration would silently fall back to local files: say so instead.
    throw new ConfigError(
      'S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (production && parsed.DATABASE_URL && !s3.every(Boolean) && !parsed.ALLOW_LOCAL_UPLOADS) {
    // PostgreSQL is how several processes share one database (decision 019); uploads under one
    // process's DATA_DIR would then be missing on the others. The server cannot count its
    // peers, so it asks for shared storage unless told that DATA_DIR is shared or alone.
    throw new ConfigError(
      'NODE_ENV=production with DATABASE_URL needs S3_* storage for uploads (or ALLOW_LOCAL_UPLOADS=true when one process runs, or every process shares DATA_DIR)',
    );
  }
  const appUrl = parsed.APP_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    APP_URL: appUrl,
    JOBS_POLL_MS: parsed.JOBS_POLL_MS ?? MAIL_POLL_MS ?? 2000,
    JOBS_LEASE_SECONDS: parsed.JOBS_LEASE_SECONDS ?? MAIL_LEASE_SECONDS ?? 120,
    SEED_DEMO: parsed.SEED_DEMO ?? parsed.NODE_ENV === 'development',
    SESSION_CACHE_MS: parsed.SESSION_CACHE_MS ?? (parsed.NODE_ENV === 'test' ? 0 : 2000),
    SHUTDOWN_DRAIN_MS: parsed.SHUTDOWN_DRAIN_MS ?? (production ? 2000 : 0),
    secureCookies: parsed.NODE_ENV === 'production' && appUrl.startsWith('https:'),
  };
}
