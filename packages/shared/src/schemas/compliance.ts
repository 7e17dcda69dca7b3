import { z } from 'zod';
import {
  AUTHORITY_STATUSES,
  COMPLIANCE_STATUSES,
  DEFAULT_POLICY,
  POLICY_ACTIONS,
  POLICY_RULES,
  type PolicyRule,
  SAFETY_RATINGS,
} from '../domain/carrier-policy.ts';
import { optionalText } from './text.ts';

/** PRODUCT.md 15 and the round-3 shapes `registry`, `compliance` and `policy`. */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const registryRecord = z.object({
  dot_number: z.string().nullable(),
  mc_number: z.string().nullable(),
  legal_name: z.string().nullable(),
  dba_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  authority_status: z.enum(AUTHORITY_STATUSES).nullable(),
  authority_since: date.nullable(),
  out_of_service: z.boolean().nullable(),
  safety_rating: z.enum(SAFETY_RATINGS).nullable(),
  bipd_cents: z.number().int().nullable(),
  cargo_cents: z.number().int().nullable(),
  insurance_expires_on: date.nullable(),
});

export const finding = z.object({
  rule: z.enum(POLICY_RULES),
  action: z.enum(['block', 'warn']),
  detail: z.string(),
});
export type FindingResponse = z.infer<typeof finding>;

export const complianceResponse = z.object({
  carrier_account_id: z.number().int(),
  status: z.enum(COMPLIANCE_STATUSES),
  identity_verified: z.boolean(),
  checked_at: z.string().nullable(),
  /** `qcmobile`, `file` or `none` (no registry configured). */
  source: z.string(),
  registry: registryRecord.nullable(),
  /** By the caller's policy when a shipper asks; empty for the carrier itself. */
  findings: z.array(finding),
});
export type ComplianceResponse = z.infer<typeof complianceResponse>;

/** What a shipper's bids, counters, tenders and carriers carry about the carrier. */
export const complianceBrief = z.object({
  status: z.enum(COMPLIANCE_STATUSES),
  identity_verified: z.boolean(),
  findings: z.array(finding),
});
export type ComplianceBrief = z.infer<typeof complianceBrief>;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000_00, `${label} is too large`);

const rules = z.object(
  Object.fromEntries(
    POLICY_RULES.map((rule) => [
      rule,
      z.enum(POLICY_ACTIONS, { error: `${rule} must be block, warn or off` }),
    ]),
  ) as Record<PolicyRule, z.ZodEnum<{ block: 'block'; warn: 'warn'; off: 'off' }>>,
);

export const policyRequest = z.object({
  rules: rules.partial().default({}),
  cargo_minimum_cents: cents('cargo_minimum_cents').optional(),
  bipd_minimum_cents: cents('bipd_minimum_cents').optional(),
  authority_min_days: z
    .number({ error: 'authority_min_days must be a number of days' })
    .int('authority_min_days must be whole days')
    .min(0, 'authority_min_days cannot be negative')
    .max(3650, 'authority_min_days must be at most 3650')
    .optional(),
});
export type PolicyRequest = z.input<typeof policyRequest>;

export const policyResponse = z.object({
  rules,
  cargo_minimum_cents: z.number().int(),
  bipd_minimum_cents: z.number().int(),
  authority_min_days: z.number().int(),
  /** Which registry answers (`qcmobile`, `file`, or `none`: every carrier is unverifiable). */
  registry_source: z.string(),
  updated_at: z.string().nullable(),
});
export type PolicyResponse = z.infer<typeof policyResponse>;
export const defaultPolicyResponse: Omit<PolicyResponse, 'registry_source'> = {
  ...DEFAULT_POLICY,
  updated_at: null,
};

export const identitySent = z.object({ sent_to: z.string() });
export const identityConfirmRequest = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** PRODUCT.md 15: an accept without it, of a blocked carrier, is 409 CarrierBlocked. */
export const overrideReason = optionalText(500, 'The reason must be at most 500 characters');
export const acceptOverrideRequest = z
  .object({ override_reason: overrideReason })
  .nullish()
  .transform((value) => ({ override_reason: value?.override_reason ?? null }));

export const verifyRateConfirmationRequest = z.object({
  upload_id: z.number({ error: 'upload_id is required' }).int().positive(),
});
export const verifyRateConfirmationResponse = z.union([
  z.object({
    genuine: z.literal(true),
    load_id: z.number().int(),
    version: z.number().int(),
    issued_at: z.string(),
  }),
  z.object({ genuine: z.literal(false) }),
]);
export type VerifyRateConfirmationResponse = z.infer<typeof verifyRateConfirmationResponse>;

/** PRODUCT.md 15: the code mailed for identity is tried at most this often an hour. */
export const IDENTITY_TRIES_PER_HOUR = 10;
/** PRODUCT.md 15: an on-demand check at most once a minute per carrier. */
export const REFRESH_SECONDS = 60;
