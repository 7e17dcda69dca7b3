/** PRODUCT.md 20: the load-board filters, as the URL keeps them (strings, empty when unset). */
export interface BoardFilterValues {
  origin_zip: string;
  origin_radius_mi: string;
  destination_zip: string;
  destination_radius_mi: string;
  equipment_type: string;
  pickup_from: string;
  pickup_to: string;
}

export const FILTER_KEYS = [
  'origin_zip',
  'origin_radius_mi',
  'destination_zip',
  'destination_radius_mi',
  'equipment_type',
  'pickup_from',
  'pickup_to',
] as const satisfies readonly (keyof BoardFilterValues)[];

/** The filters the URL holds (a missing one is empty). */
export function filtersFrom(params: URLSearchParams): BoardFilterValues {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as BoardFilterValues;
}

/** The filters the API takes: a ZIP only when whole, a radius only with its ZIP. */
export function filterQuery(values: BoardFilterValues): Record<string, string | undefined> {
  const zip = (value: string) => (/^\d{5}$/.test(value) ? value : undefined);
  const origin = zip(values.origin_zip);
  const destination = zip(values.destination_zip);
  return {
    origin_zip: origin,
    origin_radius_mi: origin && values.origin_radius_mi ? values.origin_radius_mi : undefined,
    destination_zip: destination,
    destination_radius_mi:
      destination && values.destination_radius_mi ? values.destination_radius_mi : undefined,
    equipment_type: values.equipment_type || undefined,
    pickup_from: values.pickup_from || undefined,
    pickup_to: values.pickup_to || undefined,
  };
}

/** No filter at all. */
export const NO_BOARD_FILTERS: BoardFilterValues = filtersFrom(new URLSearchParams());
