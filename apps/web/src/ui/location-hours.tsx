import type { ScheduleEntry, ShipmentProcess } from '@spotlane/shared/domain/hours';
import { type ComponentType, createContext, use } from 'react';

/** Which hours a control shows: a pickup's shipping hours or a drop's delivery hours. */
export type HoursKind = 'Shipping' | 'Delivery';

export interface LocationHoursProps {
  locationId: number;
  kind: HoursKind;
  /** The hours when the caller already has them; without them the control reads the location. */
  schedule?: readonly ScheduleEntry[] | null;
  shipmentProcess?: ShipmentProcess | null;
  /** Carriers only look; shippers with company_update may set and change hours. */
  canEdit: boolean;
}

export interface LocationHoursCheckProps {
  locationId: number | null | undefined;
  kind: HoursKind;
  shipmentProcess?: string | null;
}

interface LocationHoursControls {
  /** 'Check' / 'Set' next to a location (SPEC 4). */
  Control: ComponentType<LocationHoursProps>;
  /** The carrier's read-only 'Check' next to a stop or a date (SPEC 2.8, 2.13). */
  Check: ComponentType<LocationHoursCheckProps>;
}

const LocationHoursContext = createContext<LocationHoursControls | null>(null);

/**
 * The seam through which a feature shows a location's hours without importing the locations
 * feature (a feature never imports another): the signed-in shell provides the controls of
 * `features/locations`, the features render `LocationHours` and `LocationHoursCheck`.
 */
export const LocationHoursProvider = LocationHoursContext;

export function LocationHours(props: LocationHoursProps) {
  const controls = use(LocationHoursContext);
  return controls ? <controls.Control {...props} /> : null;
}

export function LocationHoursCheck(props: LocationHoursCheckProps) {
  const controls = use(LocationHoursContext);
  return controls ? <controls.Check {...props} /> : null;
}
