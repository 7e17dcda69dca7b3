/**
 * The compliance module's public surface (PRODUCT.md 15, carrier trust): what other modules,
 * the seed and app.ts may call. Nothing else of compliance/ is imported from outside it.
 */
export { checkCarrier } from './checks.ts';
export { recordVerifiedIdentity, refuseClaimedNumbers } from './identity.ts';
export { attach, enqueueCheck } from './jobs.ts';
export { savePolicy } from './policy.ts';
export { createRegistry } from './provider.ts';
export { recordContactChange } from './remit-guard.ts';
export { sealIssuedPdf, termsDigest } from './seals.ts';
export {
  authorizeAward,
  blockedAmong,
  carrierBlocked,
  complianceBriefs,
  notBlockedSql,
  refuseBlockedCarrier,
} from './verdict.ts';
