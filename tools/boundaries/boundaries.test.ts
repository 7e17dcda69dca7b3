import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of `npm run lint` (.dependency-cruiser.cjs), run on two small trees
 * laid out like the real one: `bad` breaks each rule once on purpose, `clean` keeps them.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;
const config = `${root}.dependency-cruiser.cjs`;

/** Asynchronous, so the worker's event loop (and Vitest's RPC with it) runs while it does. */
function cruise(fixture: 'bad' | 'clean') {
  return new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, 'apps', '--config', config, '--output-type', 'err'],
      { cwd: fileURLToPath(new URL(`./fixtures/${fixture}/`, import.meta.url)), encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('import boundaries', () => {
  it('fail on a cross-feature import, a cycle, platform reaching up and each other broken rule', async () => {
    const { status, output } = await cruise('bad');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /web-no-cross-feature: apps\/web\/src\/features\/loads\/api\/get-load\.ts → apps\/web\/src\/features\/bids\/bid-rules\.ts/,
    );
    expect(output).toMatch(/no-cycle: apps\/web\/src\/features\/loads\/first\.ts/);
    expect(output).toMatch(/no-cycle: apps\/server\/src\/modules\/auth\/index\.ts/);
    expect(output).toMatch(/web-feature-not-app: apps\/web\/src\/features\/loads\/uses-router\.ts/);
    expect(output).toMatch(/web-shared-not-features: apps\/web\/src\/ui\/load-badge\.ts/);
    expect(output).toMatch(
      /server-module-via-index: apps\/server\/src\/modules\/bids\/service\.ts → apps\/server\/src\/modules\/loads\/activity\.ts/,
    );
    expect(output).toMatch(/server-db-no-module: apps\/server\/src\/db\/seed\.ts/);
    expect(output).toMatch(
      /server-platform-below-modules: apps\/server\/src\/platform\/mail\.ts → apps\/server\/src\/jobs\/runner\.ts/,
    );
    expect(output).toMatch(
      /server-platform-below-modules: apps\/server\/src\/platform\/mail\.ts → apps\/server\/src\/modules\/bids\/service\.ts/,
    );
    expect(output).toMatch(/x 9 dependency violations/);
  });

  it('pass on a tree that keeps them (a page composing two features, a module calling another through its index.ts)', async () => {
    const { status, output } = await cruise('clean');
    expect(output).toMatch(/no dependency violations found/);
    expect(status).toBe(0);
  });
});
