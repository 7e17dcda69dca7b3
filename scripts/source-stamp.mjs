// A SHA-256 over the content of a build's inputs, kept next to its output as `.build-stamp`:
// a build is current when its stamp matches the hash of its inputs now. Content, not mtimes,
// so a checkout or `git stash` that only touches mtimes does not rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Never inputs: outputs, dependencies and browser-test files. */
const skipped = new Set([
  'node_modules',
  'dist',
  'e2e',
  'test-results',
  'playwright-report',
  'playwright.config.ts',
]);

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(join(path, entry.name)));
}

/** Paths relative to the repository root, files or folders. */
export function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Answers the inputs' hash and whether `output` exists with a stamp of that same hash. */
export function stampOf(outputDir, output, inputs) {
  const hash = sourceHash(inputs);
  const stampFile = join(root, outputDir, '.build-stamp');
  const current =
    existsSync(join(root, outputDir, output)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === hash;
  return { hash, current, write: () => writeFileSync(stampFile, `${hash}\n`) };
}
