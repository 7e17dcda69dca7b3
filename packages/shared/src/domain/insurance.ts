/**
 * Parses a cargo insurance limit written by a person ('10k', '$250,000', '1.5m', '100 K')
 * into whole US dollars. Answers null for text that is not an amount.
 */
export function parseCargoLimit(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/[$,\s]/g, '')
    .replace(/usd$/, '');
  const match = /^(\d+(?:\.\d+)?|\.\d+)([km]?)$/.exec(cleaned);
  if (!match) return null;
  const value = Number(match[1]);
  const multiplier = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  return Math.round(value * multiplier);
}

export const INSURANCE_WARNING =
  'This carrier does not have the appropriate cargo insurance limits to handle this shipment';

/** SPEC 5: warn when the carrier's cargo limit (dollars) is below the load value (cents). */
export function isUnderInsured(
  cargoLimitText: string | null | undefined,
  loadValueCents: number | null | undefined,
): boolean {
  if (loadValueCents == null || loadValueCents <= 0) return false;
  const limit = parseCargoLimit(cargoLimitText);
  if (limit == null) return true;
  return limit * 100 < loadValueCents;
}
