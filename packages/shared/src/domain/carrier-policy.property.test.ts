import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_STATUSES,
  type ComplianceFacts,
  DEFAULT_POLICY,
  ENFORCEMENT_POINTS,
  evaluate,
  POLICY_ACTIONS,
  POLICY_RULES,
  type Policy,
  type PolicyRule,
  type RegistryRecord,
  registryStatus,
  SAFETY_RATINGS,
} from './carrier-policy.ts';

const TODAY = '2026-11-28';
const daysAgo = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const record: fc.Arbitrary<RegistryRecord> = fc.record({
  dot_number: fc.constant('2345678'),
  mc_number: fc.constant('123456'),
  legal_name: fc.constant('RAPID FREIGHT LLC'),
  dba_name: fc.constant(null),
  email: nullable(fc.constant('ops@example.com')),
  phone: fc.constant(null),
  city: fc.constant('Chicago'),
  state: fc.constant('IL'),
  authority_status: nullable(fc.constantFrom(...AUTHORITY_STATUSES)),
  authority_since: nullable(fc.integer({ min: 0, max: 4000 }).map(daysAgo)),
  out_of_service: nullable(fc.boolean()),
  safety_rating: nullable(fc.constantFrom(...SAFETY_RATINGS)),
  bipd_cents: nullable(fc.integer({ min: 0, max: 2_000_000_00 })),
  cargo_cents: nullable(fc.integer({ min: 0, max: 500_000_00 })),
  insurance_expires_on: nullable(fc.integer({ min: -400, max: 400 }).map(daysAgo)),
});
const facts: fc.Arbitrary<ComplianceFacts> = fc
  .record({ registry: nullable(record), identity_verified: fc.boolean() })
  .map(({ registry, identity_verified }) => ({
    registry,
    identity_verified,
    status: registryStatus(registry, TODAY),
  }));
const policy: fc.Arbitrary<Policy> = fc.record({
  rules: fc.record(
    Object.fromEntries(POLICY_RULES.map((rule) => [rule, fc.constantFrom(...POLICY_ACTIONS)])) as {
      [K in PolicyRule]: fc.Arbitrary<'block' | 'warn' | 'off'>;
    },
  ),
  cargo_minimum_cents: fc.integer({ min: 0, max: 300_000_00 }),
  bipd_minimum_cents: fc.integer({ min: 0, max: 1_500_000_00 }),
  authority_min_days: fc.integer({ min: 0, max: 720 }),
});

/**
 * The oracle: each rule's condition written out on its own, from PRODUCT.md 15's words (missing
 * data is never a pass: an unknown amount is none, an unknown authority date is new).
 */
function breaks(rule: PolicyRule, f: ComplianceFacts, p: Policy): boolean {
  const r = f.registry;
  switch (rule) {
    case 'identity_unverified':
      return !f.identity_verified;
    case 'unverifiable':
      return f.status === 'unverifiable';
    case 'authority_inactive':
      return r !== null && r.authority_status !== null && r.authority_status !== 'active';
    case 'out_of_service':
      return r?.out_of_service === true;
    case 'insurance_expired':
      if (r === null) return false;
      if (r.insurance_expires_on !== null) return r.insurance_expires_on < TODAY;
      return r.bipd_cents === 0;
    case 'cargo_below_minimum':
      return r !== null && (r.cargo_cents ?? 0) < p.cargo_minimum_cents;
    case 'bipd_below_minimum':
      return r !== null && (r.bipd_cents ?? 0) < p.bipd_minimum_cents;
    case 'safety_unsatisfactory':
      return r?.safety_rating === 'unsatisfactory';
    case 'authority_newer_than':
      return (
        r !== null &&
        (r.authority_since === null || r.authority_since > daysAgo(p.authority_min_days))
      );
  }
}

/** What each enforcement point does with a verdict (PRODUCT.md 15). */
const OUTCOME = {
  bid: { block: 409, warn: 201, allow: 201 },
  counter: { block: 409, warn: 201, allow: 201 },
  accept: { block: 409, warn: 200, allow: 200 },
  tender: { block: 'skipped', warn: 'offered', allow: 'offered' },
  audience: { block: 400, warn: 201, allow: 201 },
} as const;

describe('the carrier policy rule (PRODUCT.md 15)', () => {
  it('every rule and action gives the expected finding, and the verdict at every point', () => {
    fc.assert(
      fc.property(policy, facts, (p, f) => {
        const result = evaluate(p, f, TODAY);
        const expected = POLICY_RULES.filter(
          (rule) => p.rules[rule] !== 'off' && breaks(rule, f, p),
        );
        expect(result.findings.map((finding) => finding.rule).sort()).toEqual([...expected].sort());
        for (const finding of result.findings) expect(finding.action).toBe(p.rules[finding.rule]);
        const blocks = expected.filter((rule) => p.rules[rule] === 'block');
        const verdict = blocks.length > 0 ? 'block' : expected.length > 0 ? 'warn' : 'allow';
        expect(result.verdict).toBe(verdict);
        expect(result.reasons.sort()).toEqual(blocks.sort());
        for (const point of ENFORCEMENT_POINTS) {
          // One verdict for every point: what each point does follows from it alone.
          expect(OUTCOME[point][result.verdict]).toBe(OUTCOME[point][verdict]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('each rule alone: block blocks, warn warns, off allows', () => {
    const failing: RegistryRecord = {
      dot_number: '1',
      mc_number: '1',
      legal_name: 'X',
      dba_name: null,
      email: null,
      phone: null,
      city: null,
      state: null,
      authority_status: 'revoked',
      authority_since: daysAgo(10),
      out_of_service: true,
      safety_rating: 'unsatisfactory',
      bipd_cents: 0,
      cargo_cents: 0,
      insurance_expires_on: null,
    };
    for (const rule of POLICY_RULES) {
      for (const action of POLICY_ACTIONS) {
        const rules = Object.fromEntries(POLICY_RULES.map((r) => [r, 'off'])) as Policy['rules'];
        rules[rule] = action;
        const registry = rule === 'unverifiable' ? null : failing;
        const f = { registry, identity_verified: false, status: registryStatus(registry, TODAY) };
        const { verdict } = evaluate({ ...DEFAULT_POLICY, rules }, f, TODAY);
        expect([rule, verdict]).toEqual([rule, action === 'off' ? 'allow' : action]);
      }
    }
  });

  it('status describes the registry alone; missing data is never verified', () => {
    fc.assert(
      fc.property(nullable(record), (r) => {
        const status = registryStatus(r, TODAY);
        if (status === 'verified') {
          expect(r?.authority_status).toBe('active');
          expect(r?.out_of_service).toBe(false);
        }
        if (r === null) expect(status).toBe('unverifiable');
      }),
    );
  });

  it('the defaults of PRODUCT.md 15', () => {
    expect(DEFAULT_POLICY).toEqual({
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
      cargo_minimum_cents: 10_000_000,
      bipd_minimum_cents: 75_000_000,
      authority_min_days: 90,
    });
  });
});
