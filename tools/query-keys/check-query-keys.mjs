#!/usr/bin/env node
// The key-factory rule of apps/web (decision 063): every TanStack Query key comes from its
// entity's factory in `features/<entity>/api/keys.ts`. Outside those files, an array literal
// passed as a query key, to an invalidation or to the kit's query helpers fails `npm run lint`.
// Usage: node tools/query-keys/check-query-keys.mjs [folder] (default apps/web/src).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KEY_FILE = /[\\/]api[\\/]keys\.ts$/;
const TEST_FILE = /\.test\.tsx?$/;

/** What a literal key looks like where a factory's key belongs. */
const RULES = [
  { name: 'a literal queryKey', pattern: /\bqueryKey\s*:\s*\[/g },
  {
    name: 'a literal key given to the query client',
    pattern:
      /\.(?:invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|setQueryData|getQueryData|setQueriesData|getQueriesData|prefetchQuery|fetchQuery|ensureQueryData)\(\s*\[/g,
  },
  { name: 'a literal key in `invalidates`', pattern: /\binvalidates\s*:\s*\[\s*\[/g },
  {
    name: 'a literal key given to a query helper',
    pattern: /\b(?:getQuery|pagedQuery|countQuery)\(\s*\[/g,
  },
  {
    name: 'a key constant written as a literal',
    pattern: /\b\w*(?:Key|Keys)\s*(?::\s*QueryKey\s*)?=\s*\[/g,
  },
];

function* sourcesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourcesUnder(path);
    else if (/\.tsx?$/.test(name) && !KEY_FILE.test(path) && !TEST_FILE.test(path)) yield path;
  }
}

/** Every literal key under `dir`: `file:line: what`. */
export function literalKeys(dir) {
  const found = [];
  for (const file of sourcesUnder(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const { name, pattern } of RULES) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(
          `${relative(process.cwd(), file)}:${line}: ${name} (build it with the entity's factory in api/keys.ts)`,
        );
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'apps/web/src');
  const found = literalKeys(dir);
  for (const line of found) console.error(line);
  if (found.length) {
    console.error(`${found.length} query key(s) written as literals.`);
    process.exit(1);
  }
  console.log('query keys: every key comes from a factory');
}
