import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

/** Whether a module belongs to one of the npm packages `names` (by its folder in node_modules). */
const inPackages = (names: string[]) => {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  return (id: string) => pattern.test(id);
};

/** Mantine and the libraries only Mantine uses (floating-ui positions its dropdowns). */
const mantine = inPackages(['@mantine', '@floating-ui', 'react-remove-scroll[\\w-]*', 'clsx']);
/**
 * How many chunks must share a module before it joins the shared chunk of its package: what
 * most pages use travels in one long-lived file, what a few pages use stays with them.
 */
const SHARED_BY = 8;
/** The app's own workspaces. */
const appPackages = (id: string) => /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/.test(id);

/**
 * The modules a session opens on: the signed-in shell and the two landing lists (the
 * shipper's /shipments, the carrier's /spot-quotes), as the size budgets name them
 * (bundle-budget.json), so that the chunk and its budget follow one list.
 */
const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, 'bundle-budget.json'), 'utf8'));
const FIRST_SIGNED_IN_MODULES: string[] = [
  ...new Set(
    Object.values(budget.routes as Record<string, { modules: string[] }>).flatMap(
      (route) => route.modules,
    ),
  ),
];

/**
 * The loaders React Router fetches beside their pages (app/route-module.ts `LoaderModule`): the
 * shell's and the landing lists'. With the app code they import they make a small chunk of their
 * own (first-data), left out of the signed-in chunk, so the first requests leave while that
 * chunk is still on its way (decision 091).
 */
const FIRST_DATA_MODULES = [
  'src/app/shell/shell-loader.ts',
  'src/app/routes/loads/shipments-loader.ts',
  'src/app/routes/loads/spot-quotes-loader.ts',
];

/**
 * The first signed-in load in one chunk (decision 088): every module the shell and the two
 * landing lists import statically, whatever its package, found in the module graph once it
 * is built. A session's first page then loads a handful of files that hold what it runs, not
 * thirty that also hold what other pages share (each file is a round trip on a slow mobile
 * link, and unused code is still downloaded and evaluated). It writes
 * `.vite/module-chunks.json` (which chunk file holds each of these modules) for the server's
 * preload links and the size budgets, since the manifest has no entry for a module bundled
 * into a group.
 */
function firstSignedInLoad(): {
  plugin: Plugin;
  has: (id: string) => boolean;
  hasData: (id: string) => boolean;
} {
  const roots = new Set(FIRST_SIGNED_IN_MODULES.map((path) => resolve(import.meta.dirname, path)));
  const dataRoots = FIRST_DATA_MODULES.map((path) => resolve(import.meta.dirname, path));
  const found = new Set<string>();
  const foundData = new Set<string>();
  const plugin: Plugin = {
    name: 'spotlane-first-signed-in-load',
    apply: 'build',
    buildEnd() {
      const graphOf = (starts: Iterable<string>, into: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const start of starts) visit(start);
      };
      // A root the build never reached (a renamed or moved file) would silently leave its
      // modules to the default chunking: the first load would change without a word.
      for (const root of [...roots, ...dataRoots]) {
        if (!this.getModuleInfo(root)) {
          this.error(
            `${relative(import.meta.dirname, root)}: named as a first-load root, not in the build`,
          );
        }
      }
      graphOf(roots, found);
      graphOf(dataRoots, foundData);
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (roots.has(id)) {
            chunks[relative(import.meta.dirname, id).replaceAll('\\', '/')] = output.fileName;
          }
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
  return {
    plugin,
    has: (id) => found.has(id) && !foundData.has(id),
    hasData: (id) => foundData.has(id),
  };
}

const signedIn = firstSignedInLoad();
/** Packages whose index re-exports every component: their whole graph is "imported". */
const barrelled = inPackages(['@mantine', '@floating-ui', '@tabler[\\\\/]icons-react']);

export default defineConfig({
  plugins: [react(), signedIn.plugin],
  // @mantine/dates sits at the workspace root next to its own @mantine/core; one copy of the
  // core (and its MantineProvider context) must serve the whole app.
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/healthz': { target: api },
      '/readyz': { target: api },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error tracking but not referenced by the bundles; the server
    // refuses *.map in production (PRODUCT.md 14).
    sourcemap: 'hidden',
    // Read by scripts/web-assets.mjs to measure what each route loads (bundle-budget.json).
    manifest: true,
    rolldownOptions: {
      output: {
        // Split by package, never by file name: the libraries every page runs (vendor) and
        // Mantine get long-lived chunks of their own, so a release that only changes app code
        // keeps them cached. Everything else (the app, and the libraries only some pages use)
        // follows the routes' lazy imports: a page loads its own chunk and what it shares.
        codeSplitting: {
          groups: [
            {
              // React, its router and react-query: every page runs all of them.
              name: 'vendor',
              test: inPackages(['react', 'react-dom', 'react-router', 'scheduler', '@tanstack']),
              priority: 4,
            },
            {
              // The part of Mantine that the first page (sign-in, the root's toasts and
              // modals) renders.
              name: 'mantine',
              test: mantine,
              tags: ['$initial'],
              priority: 3,
            },
            {
              // The app code the first page runs (the router, the guard, sign-in): with the
              // entry, not in the chunk of the code the signed-in pages share.
              name: 'start',
              test: appPackages,
              tags: ['$initial'],
              priority: 3,
            },
            {
              // The loaders of the shell and the landing lists, and what they import
              // (FIRST_DATA_MODULES above).
              name: 'first-data',
              test: (id) => appPackages(id) && signedIn.hasData(id),
              priority: 3,
            },
            {
              // What the shell and the landing lists run (firstSignedInLoad above).
              name: 'signed-in',
              test: (id) => signedIn.has(id) && !barrelled(id),
              priority: 3,
            },
            {
              // The rest of Mantine that several signed-in pages share.
              name: 'mantine-pages',
              test: mantine,
              minShareCount: SHARED_BY,
              priority: 2,
            },
            {
              // The icons more than one chunk draws, in one file rather than one each.
              name: 'icons',
              test: inPackages(['@tabler[\\\\/]icons-react']),
              minShareCount: 2,
              priority: 2,
            },
            {
              // The app's own code (the kit, lib, the features, packages/shared) that many
              // pages share; code only a few pages use (a form, the charts) stays with them.
              name: 'app',
              test: appPackages,
              minShareCount: SHARED_BY,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
