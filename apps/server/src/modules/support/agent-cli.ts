/**
 * `npm run support:agent -- <email>`: makes the user with this e-mail a Spotlane support agent
 * (the platform flag `support_agent`, PRODUCT.md 13). `--remove` takes the flag away.
 * Exits with 1 when no user has that e-mail.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { setSupportAgent } from './agent.ts';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  console.error('Usage: npm run support:agent -- <email> [--remove]');
  process.exit(2);
}
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let code = 0;
try {
  await database.migrate();
  const user = await setSupportAgent(database.db, email, !remove);
  if (!user) {
    console.error(`No user has the e-mail ${email}: nothing changed.`);
    code = 1;
  } else {
    console.log(
      remove
        ? `${user.email} is no longer a support agent.`
        : `${user.email} is now a support agent: /support shows them the inbox.`,
    );
  }
} finally {
  await database.close();
}
process.exit(code);
