import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, uploads, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { loads } from './loads.ts';

/** A file attached to a load by the shipper or the assigned carrier (PRODUCT.md 12). */
export const loadDocuments = recordTable(
  'load_documents',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    /** The account that attached it (the upload belongs to it). */
    accountId: cascadeRef('account_id', () => accounts.id),
    uploadId: cascadeRef('upload_id', () => uploads.id),
    kind: pg.text('kind').notNull(),
    fileName: pg.text('file_name').notNull(),
    uploadedByUserId: setNullRef('uploaded_by_user_id', () => users.id),
    reviewApproved: pg.boolean('review_approved'),
    reviewReason: pg.text('review_reason'),
    reviewedAt: tz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('load_documents_load_idx').on(t.loadId),
    pg.uniqueIndex('load_documents_upload_unique').on(t.uploadId),
    pg.check('load_documents_kind_check', sql`${t.kind} in ('bol', 'pod', 'other')`),
  ],
);

/** Milestones and check calls of the assigned carrier (PRODUCT.md 12). */
export const loadTrackingEvents = recordTable(
  'load_tracking_events',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    type: pg.text('type').notNull(),
    milestone: pg.text('milestone'),
    note: pg.text('note'),
    eta: tz('eta'),
    city: pg.text('city'),
    state: pg.text('state'),
    byUserId: setNullRef('by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('load_tracking_events_load_idx').on(t.loadId, t.id),
    pg
      .uniqueIndex('load_tracking_milestone_once')
      .on(t.loadId, t.milestone)
      .where(sql`${t.type} = 'milestone'`),
    pg.check('load_tracking_type_check', sql`${t.type} in ('milestone', 'check_call')`),
    pg.check(
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
    tokenHash: pg.text('token_hash').notNull(),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('load_share_links_token_unique').on(t.tokenHash),
    pg.index('load_share_links_load_idx').on(t.loadId),
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
  (t) => [pg.uniqueIndex('load_tracking_load_unique').on(t.loadId)],
);
