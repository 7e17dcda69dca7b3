/**
 * PRODUCT.md 8: a load matches a lane when both stops fall in the lane's places (same city and
 * state, or the state / 3-digit zip prefix inside the region) and the equipment type is the same.
 */
export interface Stop {
  city: string;
  state: string;
  zipcode: string;
}

export type LanePlace =
  | { kind: 'city'; city: string; state: string }
  | { kind: 'states'; members: readonly string[] }
  | { kind: 'zip3'; members: readonly string[] };

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function placeContains(place: LanePlace, stop: Stop): boolean {
  if (place.kind === 'city') {
    return norm(place.city) === norm(stop.city) && norm(place.state) === norm(stop.state);
  }
  if (place.kind === 'states') return place.members.includes(stop.state.trim().toUpperCase());
  return place.members.includes(stop.zipcode.trim().slice(0, 3));
}

export function laneMatches(
  lane: { origin: LanePlace; destination: LanePlace; equipmentType: string },
  load: { origin: Stop; destination: Stop; equipmentType: string | null | undefined },
): boolean {
  return (
    Boolean(load.equipmentType) &&
    lane.equipmentType === load.equipmentType &&
    placeContains(lane.origin, load.origin) &&
    placeContains(lane.destination, load.destination)
  );
}

/** Whether a contract applies on a day (yyyy-mm-dd, both ends included). */
export function contractInForce(
  contract: { valid_from: string; valid_to: string } | null | undefined,
  today: string,
): boolean {
  return Boolean(contract && contract.valid_from <= today && today <= contract.valid_to);
}
