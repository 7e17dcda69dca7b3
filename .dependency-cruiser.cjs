/**
 * Import boundaries, checked by `npm run lint` (docs/decisions/013-import-boundaries.md).
 * Paths are matched from the repository root; the test in tools/ runs the same rules on
 * fixture folders laid out like the real tree.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    // apps/web: shared -> features -> app (ARCHITECTURE, "Habits").
    {
      name: 'web-no-cross-feature',
      comment:
        'A feature never imports another feature: move what both need to ui/, lib/ or packages/shared, or let the page in app/routes compose both.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-app',
      comment: 'Features do not know the router, the guard, the shell or the pages (app/).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-not-features',
      comment: 'ui/ and lib/ sit below every feature and import none (nor app/).',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    // apps/server: modules talk through services; db/ is below every module.
    {
      name: 'server-db-no-module',
      comment:
        'db/ (client, schema, migrations) imports no module; seeds that need services live outside db/.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-module-via-service',
      comment:
        'A module reaches another module only through its service.ts; routes are registered by app.ts, never by another module.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },

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
