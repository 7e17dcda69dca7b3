import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD, demoLogins, seedDemo } from './demo.ts';
import { seedDemoNetwork } from './network.ts';

/**
 * The demo accounts, their network and a few loads, when the database has no account yet.
 * Answers whether it created them. Callers decide whether demo data is wanted (config.SEED_DEMO).
 */
export async function seedDemoData(db: Db, config: Config): Promise<boolean> {
  const created = await seedDemo(db);
  if (created) await seedDemoNetwork(db, config);
  return created;
}

/** The lines that tell a person how to sign in to the demo. */
export function demoLoginLines(): string[] {
  return [
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...demoLogins.map((login) => `  ${login.email.padEnd(32)} ${login.role}`),
  ];
}
