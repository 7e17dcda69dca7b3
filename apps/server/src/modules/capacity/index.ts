/**
 * The capacity module's public surface (PRODUCT.md 20): what the seed, the bench and app.ts may
 * call. Nothing else of capacity/ is imported from outside it (`npm run lint`).
 */
export { matchLoad } from './alerts.ts';
export { attach } from './jobs.ts';
export { createPost } from './posts.ts';
export { createPreference } from './preferences.ts';
export { inviteCarrier } from './trucks-near.ts';
