/**
 * The reputation module's public surface (PRODUCT.md 21): what other modules (the carrier view
 * of loads, bids, carriers), the seed and app.ts may call. Nothing else of reputation/ is
 * imported from outside it (`npm run lint`).
 */
export { sweepClaimClocks } from './claim-clock-sweep.ts';
export { acknowledgeClaim, decideClaim, fileClaim } from './claims.ts';
export { attach } from './jobs.ts';
export { rateLoad, replyToRating } from './ratings.ts';
export { starsOf, summaryOf } from './scores.ts';
