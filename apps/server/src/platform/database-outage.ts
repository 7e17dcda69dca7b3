import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { causes } from './hardening.ts';

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

/** What went wrong, in one line: the driver's code and message, never a stack. */
export function describeFailure(error: unknown): string {
  let deepest = '';
  for (const { code, message } of causes(error)) {
    if (typeof message === 'string' && message) {
      const first = message.split('\n')[0] ?? message;
      deepest = typeof code === 'string' && !first.includes(code) ? `${code} ${first}` : first;
    }
  }
  return deepest || String(error);
}

/**
 * PRODUCT.md 14: at start, an unreachable database is waited for, retrying with backoff (up
 * to `maxDelayMs` between tries), and said so in one line instead of a crash with a stack.
 */
export async function waitForDatabase(
  database: Database,
  log: Log,
  options: { firstDelayMs?: number; maxDelayMs?: number } = {},
): Promise<void> {
  let delay = options.firstDelayMs ?? 500;
  let warned = false;
  for (;;) {
    try {
      await database.db.execute(sql`select 1`);
      if (warned) log.info('database reachable again; starting');
      return;
    } catch (error) {
      if (!warned) {
        log.warn(`database unreachable (${describeFailure(error)}); retrying with backoff`);
        warned = true;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, options.maxDelayMs ?? 10_000);
  }
}
