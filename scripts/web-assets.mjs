#!/usr/bin/env node
// After `vite build` (apps/web's build script runs it): checks the size budget of each route
// (apps/web/bundle-budget.json: gzip bytes of the JavaScript and CSS a route loads, found by
// following the chunk graph of dist/.vite/manifest.json, and the packages it must not load),
// then writes a .br and a .gz copy next to every compressible file of apps/web/dist for the
// server to send (the first-load budget).
// `--check` only measures and checks; exits 1 when a route is over its budget.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

const gzip = (buffer) => gzipSync(buffer, { level: 9 });

/**
 * The manifest key of a module: its own entry, or, for a module bundled into a shared chunk
 * (the landing pages and the shell, apps/web/vite.config.ts), that chunk's entry, found through
 * `moduleChunks` (.vite/module-chunks.json: module -> chunk file).
 */
function manifestKeyOf(manifest, moduleChunks, module) {
  if (manifest[module]) return module;
  const file = moduleChunks[module];
  return Object.keys(manifest).find((key) => file && manifest[key].file === file) ?? module;
}

/** The files a route loads: the entry's static graph, then each of its lazy modules' graphs. */
export function routeFiles(manifest, modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const chunksPath = join(dist, '.vite/module-chunks.json');
  const moduleChunks = existsSync(chunksPath) ? JSON.parse(readFileSync(chunksPath, 'utf8')) : {};
  for (const module of modules) visit(manifestKeyOf(manifest, moduleChunks, module));
  return [...files];
}

/** gzip bytes of a route's JavaScript and CSS. */
export function measureRoute(manifest, modules) {
  const size = { js: 0, css: 0, files: 0 };
  for (const file of routeFiles(manifest, modules)) {
    const bytes = gzip(readFileSync(join(dist, file))).length;
    if (file.endsWith('.js')) size.js += bytes;
    else if (file.endsWith('.css')) size.css += bytes;
    size.files += 1;
  }
  return size;
}

/** The npm packages of `forbidden` that a route's scripts carry (read from their source maps). */
export function forbiddenIn(files, forbidden = []) {
  const found = new Set();
  for (const file of files) {
    const map = join(dist, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(map)) continue;
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
      for (const name of forbidden) {
        if (source.includes(`node_modules/${name}/`)) found.add(name);
      }
    }
  }
  return [...found];
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints each route's sizes against its budget; answers whether every route fits. */
export function checkBudgets() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const { routes } = JSON.parse(readFileSync(join(web, 'bundle-budget.json'), 'utf8'));
  let fits = true;
  for (const [route, budget] of Object.entries(routes)) {
    const size = measureRoute(manifest, budget.modules);
    const over = [];
    const carried = forbiddenIn(routeFiles(manifest, budget.modules), budget.forbiddenPackages);
    if (carried.length) over.push(`loads ${carried.join(', ')}`);
    if (size.js > budget.jsGzipBytes) over.push(`JS ${kb(size.js)} > ${kb(budget.jsGzipBytes)}`);
    if (size.css > budget.cssGzipBytes)
      over.push(`CSS ${kb(size.css)} > ${kb(budget.cssGzipBytes)}`);
    // Each file is a request, a round trip on a slow mobile link before the page can show.
    if (budget.maxFiles !== undefined && size.files > budget.maxFiles)
      over.push(`${size.files} files > ${budget.maxFiles}`);
    console.log(
      `budget ${route.padEnd(13)} JS ${kb(size.js)} of ${kb(budget.jsGzipBytes)}, CSS ${kb(size.css)} of ${kb(budget.cssGzipBytes)} gzip (${size.files} files${budget.maxFiles === undefined ? '' : ` of ${budget.maxFiles}`})${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
    );
    if (over.length) fits = false;
  }
  return fits;
}

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes file.br and file.gz next to each compressible file that shrinks by compressing. */
export function precompress() {
  let count = 0;
  for (const path of filesUnder(dist)) {
    if (!compressible.has(extname(path))) continue;
    const source = readFileSync(path);
    if (source.length < 1024) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzip(source);
    if (br.length < source.length) writeFileSync(`${path}.br`, br);
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  console.log(`precompressed ${count} files (br and gzip)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fits = checkBudgets();
  if (!fits) {
    console.error('A route is over its size budget (apps/web/bundle-budget.json).');
    process.exit(1);
  }
  if (!process.argv.includes('--check')) precompress();
}
