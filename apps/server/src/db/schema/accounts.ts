import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, recordTable, tz } from './columns.ts';

export const accounts = recordTable(
  'accounts',
  {
    type: pg.text('type').notNull(),
    companyName: pg.text('company_name').notNull(),
    phone: pg.text('phone'),
    mcNumber: pg.text('mc_number'),
    dotNumber: pg.text('dot_number'),
    cargoInsuranceLimit: pg.text('cargo_insurance_limit'),
    equipmentTypes: pg.text('equipment_types').array().notNull().default(sql`'{}'::text[]`),
    otpRequiredForAll: pg.boolean('otp_required_for_all').notNull().default(false),
    /** PRODUCT.md 11: a completed logo upload of this account, or null for the default logo. */
    logoUploadId: pg.integer('logo_upload_id').references((): pg.AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check('accounts_type_check', sql`${t.type} in ('shipper', 'carrier')`),
    pg.check('accounts_company_name_check', sql`length(trim(${t.companyName})) > 0`),
    pg.check(
      'accounts_carrier_number_check',
      sql`${t.type} <> 'carrier' or ${t.mcNumber} is not null or ${t.dotNumber} is not null`,
    ),
  ],
);

export const users = recordTable(
  'users',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    email: pg.text('email').notNull(),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    phone: pg.text('phone'),
    passwordHash: pg.text('password_hash'),
    isOwner: pg.boolean('is_owner').notNull().default(false),
    status: pg.text('status').notNull().default('active'),
    permissions: pg.jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    otpEnabled: pg.boolean('otp_enabled').notNull().default(false),
    /** PRODUCT.md 13: a Spotlane support agent (npm run support:agent -- <email>). */
    supportAgent: pg.boolean('support_agent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    pg.index('users_account_idx').on(t.accountId),
    pg.check('users_status_check', sql`${t.status} in ('active', 'invited')`),
    pg.check('users_permissions_object_check', sql`jsonb_typeof(${t.permissions}) = 'object'`),
    pg.check(
      'users_active_has_password_check',
      sql`${t.status} = 'invited' or ${t.passwordHash} is not null`,
    ),
  ],
);

export const sessions = recordTable(
  'sessions',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull(),
    remember: pg.boolean('remember').notNull().default(false),
    otpPassed: pg.boolean('otp_passed').notNull().default(true),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    userAgent: pg.text('user_agent'),
  },
  (t) => [
    pg.uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    pg.index('sessions_user_idx').on(t.userId),
  ],
);

export const oneTimeCodes = recordTable(
  'one_time_codes',
  {
    sessionId: cascadeRef('session_id', () => sessions.id),
    codeHash: pg.text('code_hash').notNull(),
    attempts: pg.integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('one_time_codes_session_idx').on(t.sessionId),
    pg.check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const passwordTokens = recordTable(
  'password_tokens',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull(),
    purpose: pg.text('purpose').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    pg.index('password_tokens_user_idx').on(t.userId),
    pg.check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

export const trustedDevices = recordTable(
  'trusted_devices',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('trusted_devices_hash_unique').on(t.tokenHash),
    pg.index('trusted_devices_user_idx').on(t.userId),
  ],
);

export interface MailAttachmentColumn {
  fileName: string;
  contentType: string;
  objectKey: string;
}

export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: pg.text('to_address').notNull(),
    subject: pg.text('subject').notNull(),
    bodyText: pg.text('body_text').notNull(),
    bodyHtml: pg.text('body_html'),
    /** Files sent with the mail: objects of the storage, read when the mail goes out. */
    attachments: pg.jsonb('attachments').$type<MailAttachmentColumn[]>(),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('mail_outbox_pending_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);

export const rateLimitHits = pg.pgTable(
  'rate_limit_hits',
  {
    key: pg.text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: pg.integer('count').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * PRODUCT.md 11: one row per upload. `pending` until the API has checked the stored bytes;
 * a pending upload older than a day is removed (object and row) by the uploads job.
 */
export const uploads = recordTable(
  'uploads',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    userId: pg
      .integer('user_id')
      .references((): pg.AnyPgColumn => users.id, { onDelete: 'set null' }),
    purpose: pg.text('purpose').notNull(),
    objectKey: pg.text('object_key').notNull(),
    contentType: pg.text('content_type').notNull(),
    size: pg.integer('size').notNull(),
    status: pg.text('status').notNull().default('pending'),
    completedAt: tz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('uploads_object_key_unique').on(t.objectKey),
    pg.index('uploads_account_idx').on(t.accountId),
    pg.index('uploads_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    pg.check('uploads_purpose_check', sql`${t.purpose} in ('logo', 'document')`),
    pg.check('uploads_status_check', sql`${t.status} in ('pending', 'completed')`),
    pg.check('uploads_size_check', sql`${t.size} > 0`),
  ],
);
