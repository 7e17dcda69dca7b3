import { z } from 'zod';
import { rowId } from './ids.ts';
import { usStateField } from './places.ts';
import { optionalText, requiredText } from './text.ts';

/**
 * PRODUCT.md 12: rate confirmations, documents on a load, tracking and the public share link.
 */

export const acknowledgeRequest = z.object({
  name: requiredText('Name', 120, 'A name can be at most 120 characters'),
});
export type AcknowledgeRequest = z.infer<typeof acknowledgeRequest>;

/** A name as people type it: case, accents' spacing and runs of spaces do not count. */
const personName = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
/** An acknowledgement is signed by the signed-in person: the typed name is theirs (PRODUCT.md 12). */
export const signsAs = (typed: string, first: string, last: string) =>
  personName(typed) === personName(`${first} ${last}`);
export const notYourName = (first: string, last: string) =>
  `Type your own name as on your account (${first} ${last})`;

export const acknowledgement = z.object({
  load_id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  acknowledged_at: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgement>;

/** The versions of a load's rate confirmation (the newest first). */
export const rateConfirmationVersion = z.object({
  version: z.number().int(),
  rate: z.number().int(),
  created_at: z.string(),
  acknowledged_name: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export const rateConfirmationQuery = z.object({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
});

export const documentKinds = ['bol', 'pod', 'other'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindLabels: Record<DocumentKind, string> = {
  bol: 'Bill of lading',
  pod: 'Proof of delivery',
  other: 'Other',
};

export const createDocumentRequest = z.object({
  upload_id: rowId,
  kind: z.enum(documentKinds, { error: 'Choose BOL, POD or other' }),
  file_name: optionalText(200, 'A file name can be at most 200 characters'),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequest>;

/** PUT /api/documents/{id}: its uploader changes the type of a document not yet reviewed. */
export const updateDocumentRequest = z.object({
  kind: z.enum(documentKinds, { error: 'Choose BOL, POD or other' }),
});
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequest>;

export const loadDocument = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  kind: z.enum(documentKinds),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: z.string().nullable(),
  /** `shipper` or `carrier`: which party attached it. */
  uploaded_by_party: z.enum(['shipper', 'carrier']),
  review: z
    .object({ approved: z.boolean(), reason: z.string().nullable(), at: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type LoadDocument = z.infer<typeof loadDocument>;
export const documentList = z.object({
  results: z.array(loadDocument),
  count: z.number().int(),
});

export const documentLink = z.object({ url: z.string(), expires_at: z.string() });

export const REJECTION_REASON_REQUIRED = 'Give a reason for rejecting the POD';
export const reviewDocumentRequest = z
  .object({
    approved: z.boolean({ error: 'Choose approve or reject' }),
    reason: optionalText(500, 'A reason can be at most 500 characters'),
  })
  .superRefine((value, issues) => {
    if (!value.approved && !value.reason)
      issues.addIssue({ code: 'custom', path: ['reason'], message: REJECTION_REASON_REQUIRED });
  });
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequest>;

export const milestones = [
  'dispatched',
  'arrived_pickup',
  'departed_pickup',
  'arrived_delivery',
  'delivered',
] as const;
export type Milestone = (typeof milestones)[number];
export const milestoneLabels: Record<Milestone, string> = {
  dispatched: 'Dispatched',
  arrived_pickup: 'Arrived at pickup',
  departed_pickup: 'Departed pickup',
  arrived_delivery: 'Arrived at delivery',
  delivered: 'Delivered',
};

/**
 * The milestones of a timeline that were reported in order (PRODUCT.md 12), in the order given:
 * one reported before an earlier step is left out. Delivered stands alone too, as marking a load
 * delivered (its status) records it.
 */
export function milestonesInOrder<T extends { milestone: Milestone }>(reported: T[]): T[] {
  const seen = new Set<Milestone>();
  return reported.filter((entry) => {
    const index = milestones.indexOf(entry.milestone);
    const valid =
      entry.milestone === 'delivered' ||
      milestones.slice(0, index).every((milestone) => seen.has(milestone));
    if (valid) seen.add(entry.milestone);
    return valid;
  });
}

/** The next milestone to report after those in `done`, or null when all are reported. */
export function nextMilestone(done: ReadonlySet<Milestone>): Milestone | null {
  const last = milestones.reduce(
    (found, milestone, index) => (done.has(milestone) ? index : found),
    -1,
  );
  return milestones[last + 1] ?? null;
}

export const ETA_IN_PAST = "The ETA can't be in the past";
/** A check call's ETA may lag the clock by this much (the form's minute and a clock's drift). */
export const ETA_GRACE_MS = 5 * 60 * 1000;
export const etaInPast = (eta: string, now = Date.now()) => Date.parse(eta) < now - ETA_GRACE_MS;

export const checkCall = z.object({
  note: optionalText(500, 'A note can be at most 500 characters'),
  eta: z.iso.datetime({ offset: true, error: 'Enter the ETA as a date and time' }),
  city: requiredText('City', 100, 'A city can be at most 100 characters'),
  state: usStateField,
});
export type CheckCall = z.infer<typeof checkCall>;

export const trackingRequest = z.union([
  z.object({ milestone: z.enum(milestones, { error: 'Choose a milestone' }) }).strict(),
  z.object({ check_call: checkCall }).strict(),
]);
export type TrackingRequest = z.input<typeof trackingRequest>;

export const timelineEntry = z.object({
  type: z.enum(['milestone', 'check_call']),
  milestone: z.enum(milestones).optional(),
  check_call: z
    .object({
      note: z.string().nullable(),
      eta: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
    })
    .optional(),
  at: z.string(),
  by: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const timeline = z.object({
  results: z.array(timelineEntry),
  count: z.number().int(),
  at_risk: z.boolean(),
  eta: z.string().nullable(),
  /** For the shipper: whether a tracking link works now (so "Revoke link" shows only then). */
  share_link_active: z.boolean().optional(),
});
export type Timeline = z.infer<typeof timeline>;

export const shareLink = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;

/** GET /api/track/{token}: public, never rates or contacts. */
export const publicTracking = z.object({
  identifier: z.string().nullable(),
  status: z.string(),
  origin: z.object({ city: z.string(), state: z.string() }).nullable(),
  destination: z.object({ city: z.string(), state: z.string() }).nullable(),
  milestones: z.array(z.object({ milestone: z.enum(milestones), at: z.string() })),
  eta: z.string().nullable(),
  last_location: z.object({ city: z.string(), state: z.string(), at: z.string() }).nullable(),
  expires_at: z.string().nullable(),
});
export type PublicTracking = z.infer<typeof publicTracking>;
export const trackParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not found'),
});
