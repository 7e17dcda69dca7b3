import { equipmentTypes } from '@spotlane/shared/schemas/auth';
import { type StoredAnalyticsFilters, useDeviceStorage } from '../../lib/device-storage.ts';

export type AnalyticsFilterValues = StoredAnalyticsFilters;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_KEYS = ['lane_id', 'origin_region_id', 'destination_region_id', 'carrier_id'] as const;

/** Whatever the device holds, as valid filters: anything unknown or malformed is dropped. */
export function readAnalyticsFilters(stored: unknown): AnalyticsFilterValues {
  if (!stored || typeof stored !== 'object') return {};
  const raw = stored as Record<string, unknown>;
  const filters: AnalyticsFilterValues = {};
  if (typeof raw.from === 'string' && DATE.test(raw.from)) filters.from = raw.from;
  if (typeof raw.to === 'string' && DATE.test(raw.to)) filters.to = raw.to;
  for (const key of ID_KEYS) {
    const value = raw[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) filters[key] = value;
  }
  if (
    typeof raw.equipment_type === 'string' &&
    (equipmentTypes as readonly string[]).includes(raw.equipment_type)
  )
    filters.equipment_type = raw.equipment_type;
  return filters;
}

/** PRODUCT.md 10: the /analytics filters, remembered on this device (`analyticsFilters`). */
export function useAnalyticsFilters() {
  return useDeviceStorage('analyticsFilters', readAnalyticsFilters);
}
