import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobRunner } from './platform/jobs.ts';
import { createStorage, type Storage } from './platform/storage.ts';

/**
 * Everything a service needs from the running application, passed as one object instead of
 * positional database, URL and callback arguments. buildApp makes one; tests and seeds can
 * make their own with createContext.
 */
export interface AppContext {
  config: Config;
  db: Db;
  /** The whole database handle (driver, LISTEN), for the few that need more than queries. */
  database?: Database;
  /** The public address of the web app: the base of every link in a mail. */
  appUrl: string;
  /** Called after a commit that wrote mail, so it goes out now rather than at the next poll. */
  mailWritten: () => void;
  /** Live streams of this process (ended when their session ends). */
  events?: { closeSession(sessionId: number): void };
  /**
   * When true, services write their data but tell nobody: no notification, no mail, no live
   * event for other accounts (used by the demo seed).
   */
  silent?: boolean;
  /** The job runner: enqueue timed or retried work (mail, pruning, later webhooks and deadlines). */
  jobs?: JobRunner;
  /** Where uploaded files live (PRODUCT.md 11): DATA_DIR/uploads or S3-compatible storage. */
  storage: Storage;
}

export function createContext(options: {
  config: Config;
  db: Db;
  database?: Database;
  mailWritten?: () => void;
  events?: AppContext['events'];
  jobs?: JobRunner;
  silent?: boolean;
  storage?: Storage;
}): AppContext {
  return {
    config: options.config,
    db: options.db,
    database: options.database,
    appUrl: options.config.APP_URL,
    mailWritten: options.mailWritten ?? (() => {}),
    events: options.events,
    jobs: options.jobs,
    silent: options.silent ?? false,
    storage: options.storage ?? createStorage(options.config),
  };
}

/** An absolute link to a page of the web app (built with `paths`), for a mail. */
export function linkTo(
  ctx: Pick<AppContext, 'appUrl'>,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, ctx.appUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
