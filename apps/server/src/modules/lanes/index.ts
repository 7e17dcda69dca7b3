/**
 * The lanes module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of lanes/ is imported from outside it (`npm run lint`).
 */
export { createRegion } from './regions.ts';
export { createLane } from './service.ts';
