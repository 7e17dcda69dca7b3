import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

/** What went wrong, in one line: the driver's code and message, never a stack. */
export function describeFailure(error: unknown): string {
  let current: unknown = error;
  let deepest = '';
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && message) {
      const first = message.split('\n')[0] ?? message;
      deepest = typeof code === 'string' && !first.includes(code) ? `${code} ${first}` : first;
    }
    current = (current as { cause?: unknown }).cause;
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
