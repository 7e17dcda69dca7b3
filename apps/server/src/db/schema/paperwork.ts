import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, uploads, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { loads } from './loads.ts';

/**
 * PRODUCT.md 12: the rate confirmation of an award, one row per version. `terms` is what the
 * document says (a snapshot taken when the version was made); the PDF is rendered from it, so
 * a version never changes after the fact except for the carrier's acknowledgement.
 */
export const rateConfirmations = recordTable(
  'rate_confirmations',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    version: integer('version').notNull(),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** The PDF mailed to the carrier, once the job has rendered and stored it. */
    objectKey: text('object_key'),
    acknowledgedName: text('acknowledged_name'),
    acknowledgedAt: tz('acknowledged_at'),
    acknowledgedByUserId: setNullRef('acknowledged_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rate_confirmations_load_version_unique').on(t.loadId, t.version),
    check('rate_confirmations_version_check', sql`${t.version} > 0`),
  ],
);

/** A file attached to a load by the shipper or the assigned carrier (PRODUCT.md 12). */
export const loadDocuments = recordTable(
  'load_documents',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    /** The account that attached it (the upload belongs to it). */
    accountId: cascadeRef('account_id', () => accounts.id),
    uploadId: cascadeRef('upload_id', () => uploads.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    uploadedByUserId: setNullRef('uploaded_by_user_id', () => users.id),
    reviewApproved: boolean('review_approved'),
    reviewReason: text('review_reason'),
    reviewedAt: tz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('load_documents_load_idx').on(t.loadId),
    uniqueIndex('load_documents_upload_unique').on(t.uploadId),
    check('load_documents_kind_check', sql`${t.kind} in ('bol', 'pod', 'other')`),
  ],
);

/** Milestones and check calls of the assigned carrier (PRODUCT.md 12). */
export const loadTrackingEvents = recordTable(
  'load_tracking_events',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    type: text('type').notNull(),
    milestone: text('milestone'),
    note: text('note'),
    eta: tz('eta'),
    city: text('city'),
    state: text('state'),
    byUserId: setNullRef('by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('load_tracking_events_load_idx').on(t.loadId, t.id),
    uniqueIndex('load_tracking_milestone_once')
      .on(t.loadId, t.milestone)
      .where(sql`${t.type} = 'milestone'`),
    check('load_tracking_type_check', sql`${t.type} in ('milestone', 'check_call')`),
    check(
      'load_tracking_milestone_check',
      sql`${t.milestone} is null or ${t.milestone} in ('dispatched', 'arrived_pickup', 'departed_pickup', 'arrived_delivery', 'delivered')`,
    ),
  ],
);

/** The shipper's public tracking link of a load: the token is kept hashed (sha256). */
export const loadShareLinks = recordTable(
  'load_share_links',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('load_share_links_token_unique').on(t.tokenHash),
    index('load_share_links_load_idx').on(t.loadId),
  ],
);

/**
 * The at-risk state of a load in transit (PRODUCT.md 12): the last check call's time and ETA,
 * and when the shipper was told (once per load).
 */
export const loadTracking = recordTable(
  'load_tracking',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    lastCheckCallAt: tz('last_check_call_at'),
    eta: tz('eta'),
    atRiskNotifiedAt: tz('at_risk_notified_at'),
  },
  (t) => [uniqueIndex('load_tracking_load_unique').on(t.loadId)],
);
