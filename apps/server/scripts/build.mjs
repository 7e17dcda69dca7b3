#!/usr/bin/env node
// The production build of the API: one ES module bundle per entry point in dist/, run with
// plain `node` (no TypeScript loader). npm packages stay external (node_modules resolves them
// at run time) except @spotlane/shared, which is TypeScript source and is bundled. The
// migrations and the PDF fonts are copied next to the bundles, where their modules look for them.
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(serverRoot, 'dist');
const started = performance.now();

/** Bare imports stay imports, except the workspace package written in TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@spotlane/shared')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // No code splitting: every bundle sits directly in dist/, so `new URL('./migrations',
  // import.meta.url)` and the other paths relative to a module resolve the same as from src/.
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate.ts',
    seed: 'src/seed/cli.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(resolve(serverRoot, 'src/db/migrations'), resolve(dist, 'migrations'), {
  recursive: true,
});
// The rate confirmation's embedded fonts, found by pdf.ts at `./fonts` beside its module.
cpSync(resolve(serverRoot, 'src/modules/paperwork/fonts'), resolve(dist, 'fonts'), {
  recursive: true,
});
console.log(`server built into dist/ in ${Math.round(performance.now() - started)} ms`);
