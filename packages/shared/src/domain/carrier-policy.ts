/**
 * The carrier policy of PRODUCT.md 15: the rules a shipper sets on the registry record of the
 * carriers it meets, and the one pure function that turns a policy and a carrier's compliance
 * into findings and a verdict (allow, warn, block). The server enforces with it at every point
 * where a shipper's load meets a carrier; the web shows its findings beside the carrier.
 */

export const POLICY_RULES = [
  'authority_inactive',
  'out_of_service',
  'insurance_expired',
  'cargo_below_minimum',
  'bipd_below_minimum',
  'safety_unsatisfactory',
  'authority_newer_than',
  'unverifiable',
  'identity_unverified',
] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

export const POLICY_ACTIONS = ['block', 'warn', 'off'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export const AUTHORITY_STATUSES = ['active', 'inactive', 'revoked', 'pending'] as const;
export type AuthorityStatus = (typeof AUTHORITY_STATUSES)[number];
export const SAFETY_RATINGS = ['satisfactory', 'conditional', 'unsatisfactory', 'none'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];

export const COMPLIANCE_STATUSES = ['verified', 'failing', 'unverifiable'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The registry shape of PRODUCT.md round 3: what a lookup yields (null: the registry is silent). */
export interface RegistryRecord {
  dot_number: string | null;
  mc_number: string | null;
  legal_name: string | null;
  dba_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  authority_status: AuthorityStatus | null;
  /** yyyy-mm-dd */
  authority_since: string | null;
  out_of_service: boolean | null;
  safety_rating: SafetyRating | null;
  bipd_cents: number | null;
  cargo_cents: number | null;
  /** yyyy-mm-dd */
  insurance_expires_on: string | null;
}

export const REGISTRY_COLUMNS = [
  'dot_number',
  'mc_number',
  'legal_name',
  'dba_name',
  'email',
  'phone',
  'city',
  'state',
  'authority_status',
  'authority_since',
  'out_of_service',
  'safety_rating',
  'bipd_cents',
  'cargo_cents',
  'insurance_expires_on',
] as const satisfies readonly (keyof RegistryRecord)[];

export interface Policy {
  rules: Record<PolicyRule, PolicyAction>;
  cargo_minimum_cents: number;
  bipd_minimum_cents: number;
  authority_min_days: number;
}

/** PRODUCT.md 15: the defaults of a shipper that never saved a policy. */
export const DEFAULT_POLICY: Policy = {
  rules: {
    authority_inactive: 'block',
    out_of_service: 'block',
    insurance_expired: 'block',
    cargo_below_minimum: 'warn',
    bipd_below_minimum: 'warn',
    safety_unsatisfactory: 'warn',
    authority_newer_than: 'off',
    unverifiable: 'warn',
    identity_unverified: 'off',
  },
  cargo_minimum_cents: 100_000_00,
  bipd_minimum_cents: 750_000_00,
  authority_min_days: 90,
};

/** What the policy page says beside each rule, in plain words. */
export const POLICY_RULE_TEXT: Record<PolicyRule, { label: string; explain: string }> = {
  authority_inactive: {
    label: 'Operating authority not active',
    explain:
      'The registry says the carrier may not haul for hire: its authority is inactive, revoked or still pending.',
  },
  out_of_service: {
    label: 'Out of service',
    explain: 'The carrier is under an out-of-service order and must not operate.',
  },
  insurance_expired: {
    label: 'Insurance expired',
    explain: 'The insurance on file with the registry has expired (or none is on file).',
  },
  cargo_below_minimum: {
    label: 'Cargo insurance below your minimum',
    explain:
      'The cargo insurance on file is below the amount you set (none on file counts as zero).',
  },
  bipd_below_minimum: {
    label: 'Liability (BIPD) insurance below your minimum',
    explain: 'Bodily-injury and property-damage coverage on file is below the amount you set.',
  },
  safety_unsatisfactory: {
    label: 'Unsatisfactory safety rating',
    explain: 'The registry rated the carrier unsatisfactory after a safety review.',
  },
  authority_newer_than: {
    label: 'Authority newer than your minimum age',
    explain:
      'New authorities are where most fraud starts: flag carriers whose authority is younger than the days you set (an unknown date counts as new).',
  },
  unverifiable: {
    label: 'Could not be checked',
    explain:
      'The registry did not know the carrier or could not be reached. Missing data never counts as a pass.',
  },
  identity_unverified: {
    label: 'Identity not verified',
    explain:
      'The carrier has not proved it controls its registry record with the code mailed to the registry’s e-mail address.',
  },
};

export const ACTION_TEXT: Record<PolicyAction, string> = {
  block: 'Block: no bids, counters, awards or tenders',
  warn: 'Warn: show the reason beside the carrier',
  off: 'Off',
};

/** The compliance a policy is evaluated on. */
export interface ComplianceFacts {
  status: ComplianceStatus;
  identity_verified: boolean;
  registry: RegistryRecord | null;
}

export interface Finding {
  rule: PolicyRule;
  action: 'block' | 'warn';
  detail: string;
}

export type Verdict = 'allow' | 'warn' | 'block';

export interface Evaluation {
  verdict: Verdict;
  findings: Finding[];
  /** The rule names of the block findings (the `reasons` of 409 CarrierBlocked). */
  reasons: PolicyRule[];
}

/**
 * Whether the insurance on file is in force: a past expiry date, or an amount of zero on file
 * (the registry lists none), is expired; no date and no amount is unknown.
 */
export function insuranceState(
  record: RegistryRecord,
  today: string,
): 'current' | 'expired' | 'unknown' {
  if (record.insurance_expires_on !== null)
    return record.insurance_expires_on < today ? 'expired' : 'current';
  if (record.bipd_cents === null) return 'unknown';
  return record.bipd_cents > 0 ? 'current' : 'expired';
}

/**
 * Compliance `status` describes the registry record alone (Precisions of round 3): `failing`
 * when a known fact fails, `verified` when every deciding fact is known and passes, and
 * `unverifiable` otherwise (missing data is never a pass).
 */
export function registryStatus(record: RegistryRecord | null, today: string): ComplianceStatus {
  if (!record) return 'unverifiable';
  const insurance = insuranceState(record, today);
  const failing =
    (record.authority_status !== null && record.authority_status !== 'active') ||
    record.out_of_service === true ||
    insurance === 'expired';
  if (failing) return 'failing';
  const known =
    record.authority_status !== null && record.out_of_service !== null && insurance !== 'unknown';
  return known ? 'verified' : 'unverifiable';
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

function daysBetween(from: string, to: string): number {
  return Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Which rules the compliance breaks, each with the detail a person reads (no action yet). */
export function brokenRules(
  facts: ComplianceFacts,
  policy: Pick<Policy, 'cargo_minimum_cents' | 'bipd_minimum_cents' | 'authority_min_days'>,
  today: string,
): { rule: PolicyRule; detail: string }[] {
  const broken: { rule: PolicyRule; detail: string }[] = [];
  if (!facts.identity_verified)
    broken.push({ rule: 'identity_unverified', detail: 'Identity not verified with the registry' });
  const record = facts.registry;
  if (facts.status === 'unverifiable' || !record) {
    broken.push({ rule: 'unverifiable', detail: 'The registry could not confirm this carrier' });
    if (!record) return broken;
  }
  if (record.authority_status !== null && record.authority_status !== 'active')
    broken.push({
      rule: 'authority_inactive',
      detail: `Operating authority is ${record.authority_status}`,
    });
  if (record.out_of_service === true)
    broken.push({ rule: 'out_of_service', detail: 'Under an out-of-service order' });
  if (insuranceState(record, today) === 'expired')
    broken.push({
      rule: 'insurance_expired',
      detail: record.insurance_expires_on
        ? `Insurance expired on ${record.insurance_expires_on}`
        : 'No insurance on file',
    });
  if ((record.cargo_cents ?? 0) < policy.cargo_minimum_cents)
    broken.push({
      rule: 'cargo_below_minimum',
      detail:
        record.cargo_cents === null
          ? 'No cargo insurance on file'
          : `Cargo insurance ${dollars(record.cargo_cents)} is below ${dollars(policy.cargo_minimum_cents)}`,
    });
  if ((record.bipd_cents ?? 0) < policy.bipd_minimum_cents)
    broken.push({
      rule: 'bipd_below_minimum',
      detail:
        record.bipd_cents === null
          ? 'No liability (BIPD) insurance on file'
          : `Liability insurance ${dollars(record.bipd_cents)} is below ${dollars(policy.bipd_minimum_cents)}`,
    });
  if (record.safety_rating === 'unsatisfactory')
    broken.push({ rule: 'safety_unsatisfactory', detail: 'Safety rating is unsatisfactory' });
  if (record.authority_since === null)
    broken.push({ rule: 'authority_newer_than', detail: 'Authority date unknown' });
  else if (daysBetween(record.authority_since, today) < policy.authority_min_days)
    broken.push({
      rule: 'authority_newer_than',
      detail: `Authority granted ${record.authority_since}, less than ${policy.authority_min_days} days ago`,
    });
  return broken;
}

/**
 * THE carrier policy rule (PRODUCT.md 15): every broken rule whose action is not `off` is a
 * finding; any `block` finding blocks, else any `warn` finding warns, else the carrier is
 * allowed. The same verdict at bid, counter, accept, tender and audience.
 */
export function evaluate(policy: Policy, facts: ComplianceFacts, today: string): Evaluation {
  const findings: Finding[] = [];
  for (const { rule, detail } of brokenRules(facts, policy, today)) {
    const action = policy.rules[rule];
    if (action !== 'off') findings.push({ rule, action, detail });
  }
  const reasons = findings.filter((finding) => finding.action === 'block').map((f) => f.rule);
  const verdict: Verdict = reasons.length > 0 ? 'block' : findings.length > 0 ? 'warn' : 'allow';
  return { verdict, findings, reasons };
}

/** Where a shipper's load meets a carrier; every point takes the same verdict. */
export const ENFORCEMENT_POINTS = ['bid', 'counter', 'accept', 'tender', 'audience'] as const;
export type EnforcementPoint = (typeof ENFORCEMENT_POINTS)[number];

/** Today's date in UTC, yyyy-mm-dd (registry dates carry no time zone). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** MC and DOT numbers: digits only, the MC's optional "MC" prefix dropped. */
export function normalizeDot(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\s+/g, '');
  return /^\d{1,8}$/.test(digits) ? String(Number(digits)) : null;
}
export function normalizeMc(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\s+/g, '').replace(/^mc-?/i, '');
  return /^\d{1,8}$/.test(digits) ? String(Number(digits)) : null;
}
