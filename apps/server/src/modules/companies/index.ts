/**
 * The companies module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of companies/ is imported from outside it (`npm run lint`).
 */
export { createCompany } from './service.ts';
