import {
  normalizeDot,
  normalizeMc,
  type RegistryRecord,
} from '@spotlane/shared/domain/carrier-policy';

/**
 * The registry (PRODUCT.md 15): the public record of motor carriers. One interface, two
 * implementations chosen by configuration (QCMobile over REGISTRY_URL, a CSV snapshot in
 * REGISTRY_FILE); with neither, every lookup is `unavailable` and every carrier unverifiable.
 */
export type Lookup =
  | { kind: 'found'; record: RegistryRecord }
  | { kind: 'not_found' }
  /** Could not ask or could not understand the answer: unverifiable, never a pass. */
  | { kind: 'unavailable'; error: string };

export interface RegistryProvider {
  /** `qcmobile`, `file` or `none`: what compliance answers carry as `source`. */
  readonly source: string;
  lookup(numbers: { dot: string | null; mc: string | null }): Promise<Lookup>;
  close?(): void;
}

export const noRegistry: RegistryProvider = {
  source: 'none',
  lookup: async () => ({ kind: 'unavailable', error: 'No registry is configured' }),
};

/** The numbers a carrier typed, as the registry keys them (null when malformed or missing). */
export function registryNumbers(account: { dotNumber: string | null; mcNumber: string | null }) {
  return { dot: normalizeDot(account.dotNumber), mc: normalizeMc(account.mcNumber) };
}

/** Whether a record is the one the carrier claims: its DOT, else its MC, must match. */
export function matches(
  record: RegistryRecord,
  numbers: { dot: string | null; mc: string | null },
) {
  if (numbers.dot && normalizeDot(record.dot_number) === numbers.dot) return true;
  return Boolean(numbers.mc && normalizeMc(record.mc_number) === numbers.mc);
}
