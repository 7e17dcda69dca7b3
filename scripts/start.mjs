#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle each only when its sources changed
// (content hashes, scripts/source-stamp.mjs), then runs apps/server/dist/main.js with plain
// node: no TypeScript loader in the server process. Signals are passed on to the server.
import { spawn } from 'node:child_process';
import { buildWebIfChanged } from './build-web.mjs';
import { serverArgs, serverEnv } from './server-process.mjs';
import { stampOf } from './source-stamp.mjs';

buildWebIfChanged();
const server = stampOf('apps/server/dist', 'main.js', [
  'apps/server/src',
  'apps/server/scripts',
  'packages/shared',
  'package-lock.json',
]);
if (server.current) {
  console.log('server bundle unchanged since its last build');
} else {
  await import('../apps/server/scripts/build.mjs');
  server.write();
}

const child = spawn(process.execPath, serverArgs(process.argv.slice(2)), {
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
