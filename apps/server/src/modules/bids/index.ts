/**
 * The bids module's public surface: what other modules (quotes, tenders, fleet), the seed and
 * app.ts may call. Nothing else of bids/ is imported from outside it (`npm run lint`).
 */
export {
  acceptBid,
  acceptCounter,
  awardTender,
  closeBidsForFleet,
  markAccepted,
  rejectBid,
} from './award.ts';
export { proposeCounter } from './counters.ts';
export {
  alreadyAssigned,
  loadCancelled,
  loadIdOfOwnBid,
  lockOwnBid,
  nothingChanges,
  requireCarrier,
} from './guards.ts';
export { attach, closeOtherBids } from './jobs.ts';
export { placeBid } from './place.ts';
export { getBid } from './read.ts';
export { markChosen, markRejected, setTerms } from './terms.ts';
