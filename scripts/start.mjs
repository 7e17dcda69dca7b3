#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed (scripts/build-web.mjs), builds the
// server (esbuild, well under a second), then runs apps/server/dist/main.js with plain node:
// no TypeScript loader in the server process. Signals are passed on to the server.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfChanged } from './build-web.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfChanged();
await import('../apps/server/scripts/build.mjs');

const server = spawn(
  process.execPath,
  ['--enable-source-maps', resolve(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
