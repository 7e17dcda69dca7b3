/**
 * The notifications module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of notifications/ is imported from outside it (`npm run lint`).
 */
export { attach } from './jobs.ts';
export { marketplaceSpotQuoteJob } from './marketplace.ts';
export {
  closedChatSubject,
  type LoadFacts,
  type NoticeKind,
  type NoticeParams,
  noticeFor,
  notify,
  notifyAccount,
} from './service.ts';
export { tell, tellAccounts, tellShipperOfBid } from './tell.ts';
