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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // By default the embedded database lives in data/ at the repository root, wherever npm runs the server.
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../data', import.meta.url))),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spotlane <no-reply@spotlane.local>'),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
});

export type Config = Omit<z.infer<typeof envSchema>, 'APP_URL'> & {
  APP_URL: string;
  secureCookies: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production' && !parsed.SMTP_URL && parsed.MAIL_TRANSPORT !== 'log') {
    // One-time codes and reset links would otherwise end up in the log.
    throw new Error(
      'NODE_ENV=production needs SMTP_URL to send mail (or MAIL_TRANSPORT=log to write mail to the log on purpose)',
    );
  }
  const appUrl = parsed.APP_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    APP_URL: appUrl,
    secureCookies: parsed.NODE_ENV === 'production' && appUrl.startsWith('https:'),
  };
}
