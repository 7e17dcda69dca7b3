/**
 * Self-billing invoices (PRODUCT.md 19), one file per use case: issuing and revising
 * (invoice-issue.ts), reading, listing and CSV (invoice-read.ts), quick pay, scheduling,
 * paying, holds and days to pay (invoice-payment.ts).
 */
export { invoiceIssuedJob, issueInvoice, reviseInvoice } from './invoice-issue.ts';
export {
  holdInvoice,
  markPaid,
  putOnHold,
  releaseRemitHolds,
  scheduleInvoice,
  shipperDaysToPay,
  takeQuickPay,
} from './invoice-payment.ts';
export {
  getInvoice,
  type InvoiceFilters,
  invoiceForPdf,
  invoicesCsv,
  listInvoices,
} from './invoice-read.ts';
