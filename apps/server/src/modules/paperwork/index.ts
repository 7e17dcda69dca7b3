/**
 * The paperwork module's public surface: what other modules (loads' status change), the seed
 * and app.ts may call. Nothing else of paperwork/ is imported from outside it (`npm run lint`).
 */

export { attachDocument, reviewDocument } from './documents.ts';
export { attach } from './jobs.ts';
export { acknowledgeRateConfirmation } from './rate-confirmations.ts';
export { createShareLink } from './share-links.ts';
export { addTracking, recordStatusMilestone } from './tracking.ts';
