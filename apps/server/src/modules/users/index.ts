/**
 * The users module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of users/ is imported from outside it (`npm run lint`).
 */
export { setSupportAgent } from './service.ts';
