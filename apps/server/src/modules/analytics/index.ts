/**
 * The analytics module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of analytics/ is imported from outside it (`npm run lint`).
 */
export { scorecards } from './scorecards.ts';
export { refreshAllLoadFacts, refreshLoadFacts } from './service.ts';
