// How `npm start` runs the built server (apps/server/dist/main.js with plain node), shared with
// the memory bench (apps/server/bench/memory.ts) so that it measures that same process.
import { resolve } from 'node:path';
import { root } from './source-stamp.mjs';

export const serverArgs = (extra = []) => [
  '--enable-source-maps',
  resolve(root, 'apps/server/dist/main.js'),
  ...extra,
];

/**
 * The server's environment. glibc gives threads that allocate their own malloc arenas (up to 8
 * per core); the server's libuv and V8 threads then keep tens of MB they no longer use. Two
 * arenas measured 295-310 MB idle against 330-500 MB (issue 11, decision 045). A value set
 * by the operator wins.
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });
