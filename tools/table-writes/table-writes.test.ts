import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The table ownership check of `npm run lint` (check.mjs), run on two small trees laid out like
 * the real one: `bad` writes another module's table twice (Drizzle and SQL), `clean` does not.
 */
const check = fileURLToPath(new URL('./check.mjs', import.meta.url));

/** Asynchronous, so the worker's event loop (and Vitest's RPC with it) runs while it does. */
function run(fixture: 'bad' | 'clean') {
  return new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [check, fileURLToPath(new URL(`./fixtures/${fixture}/`, import.meta.url))],
      { encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('table ownership', () => {
  it("fails on a module writing another module's table, with Drizzle or in SQL", async () => {
    const { status, output } = await run('bad');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /module-owns-its-tables: apps\/server\/src\/modules\/loads\/fleet\.ts:4 \(loads\) update bids, a table of bids/,
    );
    expect(output).toMatch(
      /module-owns-its-tables: apps\/server\/src\/modules\/companies\/service\.ts:3 \(companies\) update contacts, a table of contacts/,
    );
    expect(output).toMatch(/x 2 foreign table writes/);
  });

  it('passes on a tree where each module writes its own tables and asks the owner otherwise', async () => {
    const { status, output } = await run('clean');
    expect(output).toMatch(/every module writes only its own tables/);
    expect(status).toBe(0);
  });
});
