import { z } from 'zod';

/** Error codes of PRODUCT.md 6; every failing answer carries one of them. */
export const errorCodes = [
  'ValidationError',
  'Unauthenticated',
  'OtpRequired',
  'Forbidden',
  'NotFound',
  'AlreadyAssigned',
  'LoadCancelled',
  'InvalidTransition',
  'EmailTaken',
  'BidExists',
  'BiddingClosed',
  'BidExpired',
  'TenderExpired',
  'TenderOpen',
  'Stale',
  'InUse',
  'FleetBusy',
  'FleetUnavailable',
  'ConcurrentUpdate',
  // PRODUCT.md 15: the shipper's carrier policy blocks the carrier; a verified account holds the DOT.
  'CarrierBlocked',
  'RegistryClaimed',
  // POST /api/identity_verification when the registry holds no e-mail for the carrier.
  'RegistryHasNoEmail',
  // PRODUCT.md 22: an Idempotency-Key sent again with another request, or while its first runs.
  'IdempotencyKeyReused',
  'IdempotencyKeyInUse',
  'PayloadTooLarge',
  // PRODUCT.md 18: positions before the tracking window (409); a driver link after delivery (410).
  'OutsideTrackingWindow',
  'LinkExpired',
  'SharingOff',
  // PRODUCT.md 17: a booked slot with no dock left (with `next_free`), a change inside the cutoff.
  'SlotTaken',
  'PastCutoff',
  // PRODUCT.md 21: rated or replied once already (409); a claim filed after 9 months (400).
  'AlreadyRated',
  'AlreadyReplied',
  'ClaimTooLate',
  'RateLimited',
  'ServiceUnavailable',
  'InternalError',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorItem = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** CarrierBlocked: the rule names that block (PRODUCT.md 15). */
  reasons: z.array(z.string()).optional(),
  /** SlotTaken: the start of the first free slot after the requested one (PRODUCT.md 17). */
  next_free: z.string().nullable().optional(),
});
export const errorBody = z.object({ errors: z.array(errorItem).min(1) });
export type ErrorItem = z.infer<typeof errorItem>;
export type ErrorBody = z.infer<typeof errorBody>;
