/**
 * The quotes module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of quotes/ is imported from outside it (`npm run lint`).
 */
export { chooseQuote, confirmQuote } from './service.ts';
