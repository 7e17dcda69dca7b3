#!/usr/bin/env node
// Builds the web app only when its sources changed since the last build (a content hash of
// apps/web without its outputs and browser tests, packages/shared, the lockfile, the shared
// TypeScript settings and scripts/web-assets.mjs, kept in apps/web/dist/.build-stamp).
// `--force` builds anyway.
// scripts/start.mjs imports it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { root, stampOf } from './source-stamp.mjs';

const inputs = [
  'apps/web',
  'packages/shared',
  'package-lock.json',
  'tsconfig.base.json',
  // Its budget check and compressed copies are part of the build.
  'scripts/web-assets.mjs',
];

/** Builds the web app unless its build is there and its sources hash the same; answers whether it built. */
export function buildWebIfChanged({ force = false } = {}) {
  const started = performance.now();
  const stamp = stampOf('apps/web/dist', 'index.html', inputs);
  if (!force && stamp.current) {
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
  stamp.write();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfChanged({ force: process.argv.includes('--force') });
}
