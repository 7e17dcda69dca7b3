/**
 * The uploads module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of uploads/ is imported from outside it (`npm run lint`).
 */
export { attach } from './jobs.ts';
export { completeUpload, createUpload, findUpload } from './service.ts';
