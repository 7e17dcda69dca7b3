/**
 * The tenders module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of tenders/ is imported from outside it (`npm run lint`).
 */

export { acceptTender, declineTender } from './answers.ts';
export { attach } from './jobs.ts';
export { offerNextTender } from './service.ts';
