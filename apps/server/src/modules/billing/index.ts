/**
 * The billing module's public surface (PRODUCT.md 19): what other modules (paperwork's POD
 * approval, the stops' departure), the seed and app.ts may call. Nothing else of billing/ is
 * imported from outside it (`npm run lint`).
 */
export {
  approveAccessorial,
  autoApprove,
  createAccessorial,
  recordDetention,
} from './accessorials.ts';
export { deductClaimOnInvoice } from './claim-deductions.ts';
export {
  holdInvoice,
  invoiceIssuedJob,
  issueInvoice,
  markPaid,
  scheduleInvoice,
  shipperDaysToPay,
  takeQuickPay,
} from './invoices.ts';
export { attach } from './jobs.ts';
export { recordDetentionAtDeparture, recordTonuOnCancel } from './load-events.ts';
export { putPaymentDetails } from './payments.ts';
export { putLaneTerms, putTerms, termsForLoad } from './terms.ts';
