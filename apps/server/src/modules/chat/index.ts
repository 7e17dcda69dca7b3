/**
 * The chat module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of chat/ is imported from outside it (`npm run lint`).
 */
export { postChat, postLoadComment } from './service.ts';
