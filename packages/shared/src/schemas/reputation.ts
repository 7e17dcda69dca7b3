import { z } from 'zod';
import { CLAIM_DECISIONS, CLAIM_STATUSES } from '../domain/claim-clocks.ts';
import { RATING_SUBJECTS } from '../domain/reputation.ts';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';
import { optionalText, requiredText } from './text.ts';

/** PRODUCT.md 21: ratings after delivery, the kept scores, and claims. Money is integer cents. */

export const ratingRequest = z.object({
  subject: z.enum(RATING_SUBJECTS, { error: 'Choose carrier, shipper or location' }),
  location_id: rowId.nullish(),
  stars: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  // Each tag is checked against the subject's vocabulary by the server (400 at `tags`).
  tags: z.array(z.string().max(40)).max(10, 'At most 10 tags').default([]),
  comment: optionalText(2000, 'The comment can be at most 2000 characters'),
});
export type RatingRequest = z.input<typeof ratingRequest>;

export const replyRequest = z.object({
  comment: requiredText('A reply', 2000, 'The reply can be at most 2000 characters'),
});

export const rating = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  by: z.enum(['carrier', 'shipper']),
  subject: z.enum(RATING_SUBJECTS),
  subject_id: z.number().int(),
  subject_name: z.string(),
  stars: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  visible_from: z.string(),
  /** Still within its 7 days for the rated party alone. */
  pending: z.boolean(),
  /** The caller is the rated party and has not replied yet. */
  can_reply: z.boolean(),
  created_at: z.string(),
});
export type Rating = z.infer<typeof rating>;

export const ratingsQuery = z.object({
  subject: z.enum(RATING_SUBJECTS),
  subject_id: z.coerce.number().int().positive().max(2_147_483_647),
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().positive().max(100).optional(),
});

export const receivedQuery = z.object({
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().positive().max(100).optional(),
});

export const ratingSummary = z.object({
  stars: z.number().nullable(),
  count: z.number().int(),
  /** A facility's measured dwell over 90 days, in minutes; null for others or without stops. */
  dwell_minutes: z.number().int().nullable(),
  /** A shipper's mean days to pay; null for others or before a first payment. */
  days_to_pay: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** GET /api/ratings/scores: the kept scores of up to 50 subjects of one kind (cards, bid lists). */
export const scoresQuery = z.object({
  subject: z.enum(RATING_SUBJECTS),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Give up to 50 ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export const subjectScore = ratingSummary.extend({ subject_id: z.number().int() });
export type SubjectScore = z.infer<typeof subjectScore>;
export const scoreList = z.object({ results: z.array(subjectScore) });
export type ScoreList = z.infer<typeof scoreList>;

export const ratingList = listOf(rating).extend({ summary: ratingSummary });
export type RatingList = z.infer<typeof ratingList>;

/** What the caller may still rate on a load (the load page's rate form and the "to rate" tile). */
export const rateableSubject = z.object({
  subject: z.enum(RATING_SUBJECTS),
  subject_id: z.number().int(),
  location_id: z.number().int().nullable(),
  name: z.string(),
});
export const loadRatings = z.object({
  load_id: z.number().int(),
  rate_until: z.string().nullable(),
  to_rate: z.array(rateableSubject),
  given: z.array(rating),
  received: z.array(rating),
});
export type LoadRatings = z.infer<typeof loadRatings>;

export const toRateItem = z.object({
  load_id: z.number().int(),
  load_name: z.string(),
  identifier: z.string().nullable(),
  rate_until: z.string(),
  subjects: z.array(rateableSubject),
});
export const toRateList = listOf(toRateItem);
export type ToRateItem = z.infer<typeof toRateItem>;

export const CLAIM_TYPES = ['loss', 'damage', 'shortage', 'delay'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  loss: 'Loss',
  damage: 'Damage',
  shortage: 'Shortage',
  delay: 'Delay',
};
export const CLAIM_STATUS_LABELS: Record<(typeof CLAIM_STATUSES)[number], string> = {
  filed: 'Filed',
  acknowledged: 'Acknowledged',
  paid: 'Paid',
  declined: 'Declined',
  partial: 'Partially paid',
  closed: 'Closed',
};

const amount = z
  .number({ error: 'Enter the amount in cents' })
  .int('The amount is whole cents')
  .min(0, 'The amount cannot be negative')
  .max(100_000_000, 'The amount can be at most $1,000,000');

export const claimRequest = z.object({
  load_id: rowId,
  type: z.enum(CLAIM_TYPES, { error: 'Choose loss, damage, shortage or delay' }),
  amount,
  description: requiredText(
    'A description',
    4000,
    'The description can be at most 4000 characters',
  ),
  document_ids: z.array(rowId).max(20, 'At most 20 documents').default([]),
});
export type ClaimRequest = z.input<typeof claimRequest>;

export const decideRequest = z
  .object({
    decision: z.enum(CLAIM_DECISIONS, { error: 'Choose pay, decline or partial' }),
    amount: amount.nullish(),
    reason: optionalText(2000, 'The reason can be at most 2000 characters'),
  })
  .superRefine((body, issue) => {
    if (body.decision === 'partial' && (body.amount === null || body.amount === undefined))
      issue.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount agreed' });
    if (body.decision === 'decline' && !body.reason)
      issue.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason for declining',
      });
  });
export type DecideRequest = z.input<typeof decideRequest>;

export const claim = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  load_name: z.string(),
  identifier: z.string().nullable(),
  shipper: z.object({ id: z.number().int(), company_name: z.string() }),
  carrier: z.object({ id: z.number().int(), company_name: z.string() }),
  type: z.enum(CLAIM_TYPES),
  amount: z.number().int(),
  description: z.string(),
  document_ids: z.array(z.number().int()),
  status: z.enum(CLAIM_STATUSES),
  filed_at: z.string(),
  acknowledged_at: z.string().nullable(),
  acknowledge_by: z.string(),
  decide_by: z.string(),
  /** The delivery location's zone: the clocks' dates and their "today" are read in it. */
  time_zone: z.string(),
  overdue: z.boolean(),
  decision: z
    .object({
      decision: z.enum(CLAIM_DECISIONS),
      amount: z.number().int().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** The agreed amount deducted on the load's invoice, or null. */
  deducted: z.number().int().nullable(),
});
export type Claim = z.infer<typeof claim>;
export const claimList = listOf(claim);
export type ClaimList = z.infer<typeof claimList>;

export const claimListQuery = z.object({
  status: z.enum([...CLAIM_STATUSES, 'open', 'overdue']).optional(),
  load_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().positive().max(100).optional(),
});
