/**
 * The uploads module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of uploads/ is imported from outside it (`npm run lint`).
 */
export {
  completeUpload,
  createUpload,
  findUpload,
  readUploadBytes,
  scheduleStaleUploadRemoval,
} from './service.ts';
