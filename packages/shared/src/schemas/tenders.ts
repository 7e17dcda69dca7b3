import { z } from 'zod';
import { tenderStatuses } from '../domain/vocabulary.ts';
import { complianceBrief } from './compliance.ts';
import { loadCard } from './loads.ts';

/** PRODUCT.md 8 and the round-2 shape `tender`: one step of a load's routing-guide waterfall. */

export { type TenderStatus, tenderStatuses, tenderStatusLabels } from '../domain/vocabulary.ts';

export const tenderResponse = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  /** The carrier of the shipper's network (the id of /api/carriers). */
  carrier: z.object({ id: z.number().int().nullable(), company_name: z.string() }),
  /** Cents: the contract rate in force on the ship date, else the lane's target rate. */
  rate: z.number().int().nullable(),
  /** 1 for the guide's first offer, 2 for the next, ... */
  position: z.number().int(),
  status: z.enum(tenderStatuses),
  offered_at: z.string(),
  expires_at: z.string(),
  decided_at: z.string().nullable(),
  /** For the shipper (PRODUCT.md 15): the carrier's account and what its policy finds. */
  carrier_account_id: z.number().int().optional(),
  compliance: complianceBrief.optional(),
});
export type TenderResponse = z.infer<typeof tenderResponse>;

/** GET /api/loads/{id}/tenders: the shipper's view of the waterfall, in offer order. */
export const tenderList = z.object({ results: z.array(tenderResponse), count: z.number().int() });
export type TenderList = z.infer<typeof tenderList>;

/** GET /api/tenders: the signed-in carrier's open offers, each with the load card. */
export const carrierTender = tenderResponse.extend({ load: loadCard });
export type CarrierTender = z.infer<typeof carrierTender>;
export const carrierTenderList = z.object({
  results: z.array(carrierTender),
  count: z.number().int(),
});
export type CarrierTenderList = z.infer<typeof carrierTenderList>;

/** The 409 codes of answering a tender. */
export const TENDER_MESSAGES = {
  expired: 'This offer has expired',
  taken: 'This offer was already answered',
  notOffered: 'This offer is no longer open',
} as const;
