import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SUPPORT_AGENT_EMAIL } from './e2e/support/support-agent.ts';

/**
 * Browser journeys against the real server (it serves apps/web/dist) in Debian's Chromium.
 * scripts/e2e.mjs runs this with an SMTP server (SMTP_URL) and its mail dir (E2E_MAIL_DIR).
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// The journeys run the product as `npm start` does on a bare machine: the embedded database in
// a scratch folder, whatever DATABASE_URL the shell has (CI sets one for the server suite).
delete process.env.DATABASE_URL;
// One fresh database per run; workers inherit the variable, so they agree on it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'spotlane-e2e-data-'));
}

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: process.env.E2E_DATA_DIR,
  APP_URL: baseURL,
  SESSION_SECRET: 'e2e-secret-value-long-enough',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  JOBS_POLL_MS: '250',
  // Every journey signs up from 127.0.0.1 against one server: lift the per-address budgets.
  RATE_LIMIT_IP_FACTOR: '100',
  // The webhook journey's receiver listens on 127.0.0.1 (development and tests only).
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  // The support journey's agent (PRODUCT.md 13): flagged on first use, as support:agent would.
  SUPPORT_AGENT_EMAILS: SUPPORT_AGENT_EMAIL,
  // PRODUCT.md 15: the registry of the carrier-trust journey (a verified and a failing record).
  REGISTRY_FILE: fileURLToPath(new URL('./e2e/support/registry.csv', import.meta.url)),
};
if (process.env.SMTP_URL) serverEnv.SMTP_URL = process.env.SMTP_URL;
// Lets several builds be tested side by side (npm run build -- --outDir elsewhere).
if (process.env.WEB_DIST) serverEnv.WEB_DIST = process.env.WEB_DIST;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One limit for every journey, set here only: a journey is a whole story of several pages,
  // and a slow 2-core CI machine took up to 2.3 minutes for the longest (a hung one still fails).
  timeout: 240_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1440, height: 900 },
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The journeys run the production bundle (what `npm start` runs), built first in < 1 s.
    command:
      'node apps/server/scripts/build.mjs && node --enable-source-maps apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv,
  },
});
