import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, recordTable, tz } from './columns.ts';

export const accounts = recordTable(
  'accounts',
  {
    type: text('type').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone'),
    mcNumber: text('mc_number'),
    dotNumber: text('dot_number'),
    cargoInsuranceLimit: text('cargo_insurance_limit'),
    equipmentTypes: text('equipment_types').array().notNull().default(sql`'{}'::text[]`),
    otpRequiredForAll: boolean('otp_required_for_all').notNull().default(false),
    /** PRODUCT.md 11: a completed logo upload of this account, or null for the default logo. */
    logoUploadId: integer('logo_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_type_check', sql`${t.type} in ('shipper', 'carrier')`),
    check('accounts_company_name_check', sql`length(trim(${t.companyName})) > 0`),
    check(
      'accounts_carrier_number_check',
      sql`${t.type} <> 'carrier' or ${t.mcNumber} is not null or ${t.dotNumber} is not null`,
    ),
  ],
);

export const users = recordTable(
  'users',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isOwner: boolean('is_owner').notNull().default(false),
    status: text('status').notNull().default('active'),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    otpEnabled: boolean('otp_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.accountId),
    check('users_status_check', sql`${t.status} in ('active', 'invited')`),
    check('users_permissions_object_check', sql`jsonb_typeof(${t.permissions}) = 'object'`),
    check(
      'users_active_has_password_check',
      sql`${t.status} = 'invited' or ${t.passwordHash} is not null`,
    ),
  ],
);

export const sessions = recordTable(
  'sessions',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    otpPassed: boolean('otp_passed').notNull().default(true),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const oneTimeCodes = recordTable(
  'one_time_codes',
  {
    sessionId: cascadeRef('session_id', () => sessions.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_session_idx').on(t.sessionId),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const passwordTokens = recordTable(
  'password_tokens',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

export const trustedDevices = recordTable(
  'trusted_devices',
  {
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trusted_devices_hash_unique').on(t.tokenHash),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

export interface MailAttachmentColumn {
  fileName: string;
  contentType: string;
  objectKey: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Files sent with the mail: objects of the storage, read when the mail goes out. */
    attachments: jsonb('attachments').$type<MailAttachmentColumn[]>(),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * PRODUCT.md 11: one row per upload. `pending` until the API has checked the stored bytes;
 * a pending upload older than a day is removed (object and row) by the uploads job.
 */
export const uploads = recordTable(
  'uploads',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    objectKey: text('object_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('pending'),
    completedAt: tz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_object_key_unique').on(t.objectKey),
    index('uploads_account_idx').on(t.accountId),
    index('uploads_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('uploads_purpose_check', sql`${t.purpose} in ('logo', 'document')`),
    check('uploads_status_check', sql`${t.status} in ('pending', 'completed')`),
    check('uploads_size_check', sql`${t.size} > 0`),
  ],
);
