import { milesText } from '@spotlane/shared/domain/miles';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { LoadCard } from '@spotlane/shared/schemas/loads';

/** A load's weight as the facts read it, "42,000 lb"; null when not given. */
export function weightText(lbs: number | null | undefined): string | null {
  return lbs ? `${lbs.toLocaleString('en-US')} lb` : null;
}

/** PRODUCT.md 10 on a card: "Reefer · 42,000 lb · 1,150 mi est.", or null when nothing is known. */
export function loadFacts(
  load: Pick<LoadCard, 'equipment_type' | 'weight_lbs' | 'miles' | 'miles_estimated'>,
): string | null {
  const parts = [
    load.equipment_type ? equipmentTypeLabels[load.equipment_type] : null,
    weightText(load.weight_lbs),
    milesText(load.miles, load.miles_estimated),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
