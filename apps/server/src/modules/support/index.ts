/**
 * The support module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of support/ is imported from outside it (`npm run lint`).
 */
export { attach } from './jobs.ts';
export { agentReply, postMyMessage } from './service.ts';
