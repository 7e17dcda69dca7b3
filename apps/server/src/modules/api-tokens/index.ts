/**
 * The api-tokens module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of api-tokens/ is imported from outside it (`npm run lint`).
 */
export { createToken } from './service.ts';
