/**
 * Import boundaries, checked by `npm run lint` (docs/decisions/013-import-boundaries.md).
 * Paths are matched from the repository root; the test in tools/ runs the same rules on
 * fixture folders laid out like the real tree.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
/** An import from `from` to `to` (paths, or dependency-cruiser's `to` object) is an error. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: typeof from === 'string' ? { path: from } : from,
  to: typeof to === 'string' ? { path: to } : to,
});

module.exports = {
  forbidden: [
    // apps/web: shared -> features -> app (ARCHITECTURE, "Habits").
    forbid(
      'web-no-cross-feature',
      "A feature never imports another feature: move what both need to ui/, lib/ or packages/shared, or let the page in app/routes compose both. The exceptions are a feature's query keys (api/keys.ts: a change of one entity stales another's cache, decision 063) and its pickers' reads (api/choices.ts: the companies, carriers or contacts another feature's picker offers, written once by the owner).",
      '^apps/web/src/features/([^/]+)/',
      {
        path: '^apps/web/src/features/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/api/(keys|choices)\\.ts$',
        ],
      },
    ),
    forbid(
      'web-feature-not-app',
      'Features do not know the router, the guard, the shell or the pages (app/).',
      '^apps/web/src/features/',
      '^apps/web/src/app/',
    ),
    forbid(
      'web-shared-not-features',
      'ui/ and lib/ sit below every feature and import none (nor app/).',
      '^apps/web/src/(ui|lib)/',
      '^apps/web/src/(features|app)/',
    ),
    // apps/server: modules talk through services; db/ is below every module.
    forbid(
      'server-db-no-module',
      'db/ (client, schema, migrations) imports no module; seeds that need services live outside db/.',
      '^apps/server/src/db/',
      '^apps/server/src/modules/',
    ),
    forbid(
      'server-platform-below-modules',
      'platform/ (sessions, errors, mail, jobs runner, events...) sits below every module and imports none of them, nor a jobs/ folder: a module attaches its own jobs to the runner.',
      '^apps/server/src/platform/',
      '^apps/server/src/(modules|jobs)/',
    ),
    forbid(
      'server-module-via-index',
      'A module reaches another module only through its public surface, its index.ts; routes are registered by app.ts, never by another module.',
      '^apps/server/src/modules/([^/]+)/',
      {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    ),

    // Everywhere: web, server and packages/shared.
    {
      name: 'no-cycle',
      comment:
        'No import cycle, type-only and lazy imports included: a cycle means two files that cannot be understood (or loaded) apart.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a type from another feature is still that feature's file.
    tsPreCompilationDeps: true,
    // packages/shared is consumed through its package.json "exports" ("./*" -> src/*.ts).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
