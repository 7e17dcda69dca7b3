/**
 * The compliance module's public surface (PRODUCT.md 15, carrier trust): what other modules,
 * the seed and app.ts may call. Nothing else of compliance/ is imported from outside it.
 */
export {
  attachCompliance,
  authorizeAward,
  blockedAmong,
  carrierBlocked,
  checkCarrier,
  complianceBriefs,
  createRegistry,
  enqueueCheck,
  notBlockedSql,
  recordContactChange,
  recordVerifiedIdentity,
  refuseBlockedCarrier,
  refuseClaimedNumbers,
  savePolicy,
  sealIssuedPdf,
  termsDigest,
} from './service.ts';
