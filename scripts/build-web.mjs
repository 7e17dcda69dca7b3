#!/usr/bin/env node
// Builds the web app only when its sources changed since the last build: a SHA-256 over the
// content of every file that goes into it (apps/web without its outputs and browser tests,
// packages/shared, the lockfile and the shared TypeScript settings), kept next to the build
// in apps/web/dist/.build-stamp. `--force` builds anyway. scripts/start.mjs imports it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist');
const stampFile = join(webDist, '.build-stamp');
const skipped = new Set([
  'node_modules',
  'dist',
  'e2e',
  'test-results',
  'playwright-report',
  'playwright.config.ts',
]);
const inputs = ['apps/web', 'packages/shared', 'package-lock.json', 'tsconfig.base.json'];

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(join(path, entry.name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Builds the web app unless its build is there and its sources hash the same; answers whether it built. */
export function buildWebIfChanged({ force = false } = {}) {
  const started = performance.now();
  const hash = sourceHash();
  const built = existsSync(join(webDist, 'index.html')) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, 'utf8').trim() === hash) {
    console.log(
      `web app unchanged since its last build (checked in ${Math.round(performance.now() - started)} ms)`,
    );
    return false;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', '@spotlane/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
  writeFileSync(stampFile, `${hash}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfChanged({ force: process.argv.includes('--force') });
}
