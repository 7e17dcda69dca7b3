#!/usr/bin/env node
// Browser journeys: a real SMTP server in this process writes every mail it receives into a
// temp dir, then Playwright runs apps/web/e2e against the real server (started by the
// Playwright config) in Debian's Chromium.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(
    `Browser tests skipped: Chromium not found at ${chromium} (apt-get install -y chromium)`,
  );
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w @spotlane/web` first.');
  process.exit(1);
}

const { SMTPServer } = await import('smtp-server');

const work = mkdtempSync(join(tmpdir(), 'spotlane-e2e-'));
const mailDir = join(work, 'mail');
const dataDir = join(work, 'data');
const jsonReport = join(work, 'report.json');
mkdirSync(mailDir, { recursive: true });
mkdirSync(dataDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
      const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const temp = join(mailDir, `.${name}.part`);
      writeFileSync(
        temp,
        `X-Envelope-To: ${envelope}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      renameSync(temp, join(mailDir, name));
      callback();
    });
  },
});
await new Promise((resolveListen) => smtp.listen(0, '127.0.0.1', resolveListen));
const { port } = smtp.server.address();
const smtpUrl = `smtp://127.0.0.1:${port}`;
console.log(`e2e: SMTP server on ${smtpUrl}, mail in ${mailDir}`);

const child = spawn(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_MAIL_DIR: mailDir,
      E2E_DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
    },
  },
);

const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const code = await new Promise((resolveExit) => {
  child.on('exit', (exitCode, signal) => resolveExit(exitCode ?? (signal ? 1 : 0)));
});
await new Promise((resolveClose) => smtp.close(resolveClose));

let summary = null;
try {
  const stats = JSON.parse(readFileSync(jsonReport, 'utf8')).stats;
  summary = {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
} catch {
  // No report (Playwright could not start): the exit code tells.
}
rmSync(work, { recursive: true, force: true });

if (summary) {
  console.log(
    `e2e: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`,
  );
}
process.exit(code === 0 && (!summary || summary.failed === 0) ? 0 : 1);
