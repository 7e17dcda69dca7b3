/**
 * The loads module's public surface: what other modules (bids, quotes, tenders, fleet,
 * paperwork, companies), the seed and app.ts may call. Nothing else of loads/ is imported from
 * outside it (`npm run lint`). The writers of a load's status and assignment are status.ts's:
 * other modules call them inside their own transaction, after lockLoadRow (one lock order: the
 * load, then its bids).
 */
export {
  announceSpotQuote,
  announceStatus,
  announceToAudience,
} from './activity.ts';
export {
  carrierMaySee,
  carrierMaySeeLoad,
  inAudience,
  offeredToCarrier,
} from './carrier-audience.ts';
export { spotQuoteCountsFromLoads } from './carrier-board.ts';
export { carrierCardsOf, forCarrier } from './carrier-view.ts';
export {
  attach,
  awardAtDeadlineJob,
  matchLoadJob,
  matchLoadKey,
  nextTenderKey,
  offerNextTenderJob,
} from './jobs.ts';
export { AT_RISK, getLoad, listLoads, locationsInActiveLoads } from './lists.ts';
export { type CardRow, cardColumns, toCard } from './queries.ts';
export {
  acknowledgeVersion,
  claimVersionPdf,
  formatAppointment,
  type Party,
  type RateTerms,
  rateConfirmationJob,
} from './rate-terms.ts';
export {
  assignLoad,
  changeStatus,
  coverLoadWithFleet,
  invalidTransition,
  type LoadRow,
  lockLoad,
  lockLoadRow,
  offerLoadTo,
  openToFallback,
  promoteToShipment,
  recordHistory,
  releaseLoad,
  releaseLoadFromFleet,
  type StatusFollowUp,
  setChosenQuote,
  setStatus,
} from './status.ts';
export { setStopAppointment } from './stop-appointments.ts';
export { recordStopEvent, stopAnswers, stopsOf, writeStops } from './stops.ts';
export { createLoad, setStar } from './write.ts';
