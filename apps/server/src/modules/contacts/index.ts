/**
 * The contacts module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of contacts/ is imported from outside it (`npm run lint`).
 */
export { createContact, detachFromCompany } from './service.ts';
