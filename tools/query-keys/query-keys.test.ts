import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { literalKeys } from './check-query-keys.mjs';

/** The key-factory rule of `npm run lint`, run on two small trees: `bad` breaks it, `clean` keeps it. */
const fixture = (name: 'bad' | 'clean') =>
  fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));

describe('query keys come from factories', () => {
  it('fail on each kind of literal key, and never in a keys.ts file', () => {
    const found: string[] = literalKeys(fixture('bad'));
    expect(
      found.map((line) => line.replace(/^.*get-load\.ts:(\d+): ([^(]+).*$/, '$1 $2').trim()),
    ).toEqual([
      '3 a literal queryKey',
      '5 a literal queryKey',
      '10 a literal key given to the query client',
      '6 a literal key in `invalidates`',
      '8 a literal key given to a query helper',
      '2 a key constant written as a literal',
    ]);
  });

  it('pass on keys built by the factory', () => {
    expect(literalKeys(fixture('clean'))).toEqual([]);
  });
});
