import type { LanePlaceOut } from '@spotlane/shared/schemas/lanes';

/** One end of a lane as read: "Dallas, TX" or "Region: Texas". */
export function placeText(place: LanePlaceOut): string {
  if ('region_id' in place) return `Region: ${place.region_name}`;
  return `${place.city}, ${place.state}${place.zipcode ? ` ${place.zipcode}` : ''}`;
}

/** Moves the item at `from` to `to`, the others keeping their order (the guide's drag). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
