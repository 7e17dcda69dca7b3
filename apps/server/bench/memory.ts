/**
 * `npm run bench` (the memory budget): the resident memory (RSS) of the server that `npm start` runs on
 * the embedded database, idle after its first start (migrations and the demo data) and after a
 * restart, each once a few pages and calls were served. The server runs exactly as `npm start`
 * runs it (scripts/start.mjs, built files, its environment), on a scratch data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** What the issue measured when it was written (MiB, idle); the target is half of it. */
const WRITTEN = 500;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The server process under scripts/start.mjs, read from /proc: its child running the server
 * bundle (a first start's build leaves other children, such as esbuild's service, beside it).
 */
function serverPid(start: ChildProcess): number {
  const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const server = children.find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/server/dist/main.js'),
  );
  if (!server) throw new Error('npm start has no server process');
  return server;
}

const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no RSS for ${pid}`);
  return Number(line[1]) / 1024;
};

async function until(url: string, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

interface IdleRss {
  /** 5 s after the last request. */
  soon: number;
  /** A minute after the last request: V8 gives back its young generation's spare pages only
   * 10-30 s after the last request. */
  idle: number;
}

async function idleRss(env: NodeJS.ProcessEnv, base: string): Promise<IdleRss> {
  const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
  try {
    await until(`${base}/healthz`, 300);
    // What a visit does: the page, its scripts' first call, the readiness probe.
    for (let i = 0; i < 20; i++) {
      for (const path of ['/', '/sign-in', '/api/auth/me', '/readyz'])
        await fetch(`${base}${path}`);
    }
    await sleep(5000);
    const pid = serverPid(start);
    const soon = rssMiB(pid);
    await sleep(55_000);
    return { soon, idle: rssMiB(pid) };
  } finally {
    start.kill('SIGTERM');
    await new Promise((done) => start.once('exit', done));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'spotlane-bench-memory-'));
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _embedded, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    MAIL_TRANSPORT: 'log',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: base,
    // A local run on plain http, on purpose (PRODUCT.md 22).
    ALLOW_HTTP: 'true',
    LOG_LEVEL: 'warn',
  };
  const first = await idleRss(env, base);
  const restart = await idleRss(env, base);
  console.log('\nEmbedded database server (npm start, production), resident memory when idle:');
  const row = (rss: IdleRss) => ({
    'RSS MiB, 5 s after the last request': rss.soon.toFixed(0),
    'RSS MiB, a minute after': rss.idle.toFixed(0),
  });
  console.table({
    'after its first start (migrations, demo data)': row(first),
    'after a restart': row(restart),
  });
  console.log(
    `the memory budget: ~${WRITTEN} MiB idle when written; half is ${WRITTEN / 2} MiB: ${restart.idle <= WRITTEN / 2 ? 'met' : 'not met'} idle (a minute) after a restart (${restart.soon <= WRITTEN / 2 ? 'met' : 'not met'} 5 s after the last request).`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
