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
 * arenas measured 295-310 MB idle against 330-500 MB (the memory budget, decision 045).
 * glibc serves a block of 128 KiB or more with its own mmap, returned on free, but raises that
 * threshold to the size of each such block freed (up to 32 MiB): after the migrations, the demo
 * data and PGlite's start, large buffers land in the heap, where what is freed stays resident.
 * Fixed at glibc's own starting value, the server idled 5-40 MiB lower, the first start most
 * (decision 046). A value set by the operator wins.
 */
export const serverEnv = (env = process.env) => ({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  ...env,
});
