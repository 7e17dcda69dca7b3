import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineCss } from './mantine-css.ts';

const api = 'http://localhost:3000';

// The pages a signed-in session opens on (the shipper's /shipments, the carrier's
// /spot-quotes) and the shell around them: the two shared signed-in chunks hold what these
// need and nothing more, so that every other page's shared code is neither fetched nor run
// (its zod schemas were a third of the start-up scripting) when a session starts (the first-load budget).
const LANDING_ROOTS = [
  /[\\/]src[\\/]app[\\/]shell[\\/]signed-in-shell\.tsx$/,
  /[\\/]routes[\\/]loads[\\/](shipments|spot-quotes)-page\.tsx$/,
];

/**
 * Finds, once the module graph is built, every module that the modules matching `roots`
 * import statically, for the chunk groups below.
 */
function staticGraphOf(
  name: string,
  roots: RegExp[],
): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: `spotlane-${name}-modules`,
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds()) {
        if (roots.some((root) => root.test(id))) visit(id);
      }
    },
  };
  return { plugin, has: (id) => found.has(id) };
}

const landing = staticGraphOf('landing', LANDING_ROOTS);

/**
 * The landing roots sit inside the signed-in-common chunk rather than in chunks of their own,
 * so the build manifest has no entry for them: `.vite/module-chunks.json` says which chunk
 * file holds each (`src/app/shell/signed-in-shell.tsx` -> `assets/signed-in-common-*.js`),
 * for the server's preload links and the size budgets (scripts/web-assets.mjs).
 */
const moduleChunks: Plugin = {
  name: 'spotlane-module-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const id of output.moduleIds) {
        if (LANDING_ROOTS.some((root) => root.test(id)))
          chunks[relative(import.meta.dirname, id).replaceAll('\\', '/')] = output.fileName;
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/module-chunks.json',
      source: `${JSON.stringify(chunks, null, 2)}\n`,
    });
  },
};
// Mantine's per-component stylesheets (mantine-css.ts) stay with the chunks that render them.
const inNodeModules = (id: string) =>
  /[\\/]node_modules[\\/]/.test(id) && !id.includes('?mantine-layer');
// Libraries only the form pages (or the CSV import) load stay out of it: a list page needs none.
const rareLibrary =
  /[\\/]node_modules[\\/](papaparse|react-hook-form|@hookform|react-number-format|@mantine[\\/]dates)[\\/]/;
// Overlay components (floating-ui positioning, focus traps, toasts, transitions) and what only
// they use, and the components that bring floating-ui along (ScrollArea merges refs with it,
// Table scrolls in a ScrollArea). A group also takes what its modules import, so one of these
// left in signed-in-vendor would pull floating-ui back into every page's first load. Mantine's toast store stays with the code that shows toasts, and the scroll lock
// (react-remove-scroll) with the AppShell, which reads its class names.
const overlayLibrary = new RegExp(
  [
    '[\\\\/]node_modules[\\\\/](',
    '@floating-ui[\\\\/]|react-transition-group|@mantine[\\\\/]modals[\\\\/]|',
    '@mantine[\\\\/]notifications[\\\\/]esm[\\\\/](?!notifications\\.store)|',
    '@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]',
    '(Popover|Combobox|Tooltip|Menu|Modal|ModalBase|Drawer|HoverCard|Select|Autocomplete|',
    'MultiSelect|TagsInput|PillsInput|ColorInput|FocusTrap|ScrollArea|Table|FloatingIndicator)',
    '[\\\\/])',
  ].join(''),
);
// The scroll lock the AppShell reads its class names from: with the shell, or the overlays'
// chunk would come with it.
const scrollLock =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/;
// The icons the landing pages and the shell draw: with their code, not a chunk (and a request,
// a round trip on a slow link) of their own each.
const tablerIcon = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
// All the app's own code (its pages and shell included).
const appSource = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
// App code the signed-in pages share: the UI kit, helpers, the features' api and components.
const sharedAppCode =
  /[\\/](apps[\\/]web[\\/]src[\\/](ui|lib|features)|packages[\\/]shared[\\/]src)[\\/]/;

// Form code (and the form libraries it brings) stays with the form pages.
const formCode = /([\\/]forms?[\\/]|form|[\\/]hours[\\/])/;
// The analytics feature (the benchmark shown on three form pages, the /analytics tabs)
// and its shared schema stay in chunks of their own: list pages never load them.
const analyticsCode = /[\\/](features[\\/]analytics[\\/]|schemas[\\/]analytics\.ts$)/;
// The kit of view, form and settings pages (remove-toast-back, detail fields, the settings
// tables) stays in chunks of their own: the list pages, which every session opens, never run it.
const pageKitCode = /[\\/]ui[\\/](view-page-actions|detail-fields|settings-table-page)\.tsx$/;

export default defineConfig({
  plugins: [react(), mantineCss(), landing.plugin, moduleChunks],
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
        // Pages are split by React.lazy; the libraries every page needs get their own
        // long-lived chunks so a release that only changes app code keeps them cached.
        // A signed-in page loads a handful of chunks, not ninety (the first-load budget, decision 029):
        // one for the libraries only signed-in pages use (the rest of Mantine, icons, dates),
        // one for the app code of the landing pages and their shell, and one for the app code
        // several other signed-in pages share; each request costs a round trip on a slow
        // mobile link. (Rolldown takes the groups by descending priority; a group also takes
        // the dependencies of what it captures, so none has a negative priority.)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // React, its router and react-query: every page loads all of them, so one request.
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
              priority: 6,
            },
            {
              // Everything else the first page needs, sign-in included (main.tsx imports the
              // login page statically for that reason).
              name: 'start',
              tags: ['$initial'],
              priority: 5,
            },
            {
              // The dropdowns, tooltips, dialogs and toasts, which a page opens after it has
              // shown: out of the landing pages' first load (bundle-budget.json forbids it).
              name: 'overlays',
              test: (id) => inNodeModules(id) && overlayLibrary.test(id),
              priority: 2,
            },
            {
              name: 'signed-in-vendor',
              test: (id) => inNodeModules(id) && !rareLibrary.test(id) && !overlayLibrary.test(id),
              minShareCount: 20,
              priority: 4,
            },
            {
              // The app code the landing pages and the shell use (the UI kit, the features'
              // api and components).
              name: 'signed-in-common',
              test: (id) =>
                ((appSource.test(id) || tablerIcon.test(id)) && landing.has(id)) ||
                scrollLock.test(id),
              priority: 3,
            },
            {
              // The app code several other signed-in pages share.
              name: 'pages-common',
              test: (id) =>
                sharedAppCode.test(id) &&
                !formCode.test(id) &&
                !analyticsCode.test(id) &&
                !pageKitCode.test(id),
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
