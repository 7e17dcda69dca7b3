/**
 * PRODUCT.md 16: a load's stops and the SPEC fields derived from them (decision 069).
 * origin = the first pickup, extra origin = the second pickup, destination = the last
 * delivery, extra destination = the delivery before it; each appointment likewise; the ship
 * date is the first pickup's date and the expected delivery date the last delivery's.
 */

export const STOP_TYPES = ['pickup', 'delivery'] as const;
export type StopType = (typeof STOP_TYPES)[number];
export const MIN_STOPS = 2;
export const MAX_STOPS = 20;

/** What a stop says of itself before it has an id (the request's or a template's shape). */
export interface StopPlan {
  type: StopType;
  location_id: number;
  date: string;
  window_start?: string | null;
  window_end?: string | null;
  appointment?: string | null;
  reference?: string | null;
  notes?: string | null;
}

/** The SPEC fields of a load that its stops decide. */
export interface SpecStopFields {
  origin_location_id: number | null;
  extra_origin_location_id: number | null;
  extra_destination_location_id: number | null;
  destination_location_id: number | null;
  appointment_pickup: string | null;
  extra_appointment_pickup: string | null;
  extra_appointment_delivery: string | null;
  appointment_delivery: string | null;
  date_to_leave: string;
  expected_delivery_date: string;
}

/** The SPEC fields a list of stops (first a pickup, last a delivery) stands for. */
export function specFromStops(stops: readonly StopPlan[]): SpecStopFields {
  const pickups = stops.filter((stop) => stop.type === 'pickup');
  const deliveries = stops.filter((stop) => stop.type === 'delivery');
  const first = pickups[0];
  const last = deliveries.at(-1);
  if (!first || !last) throw new Error('stops need a pickup and a delivery');
  const second = pickups[1] ?? null;
  const beforeLast = deliveries.length > 1 ? (deliveries.at(-2) ?? null) : null;
  return {
    origin_location_id: first.location_id,
    extra_origin_location_id: second?.location_id ?? null,
    extra_destination_location_id: beforeLast?.location_id ?? null,
    destination_location_id: last.location_id,
    appointment_pickup: first.appointment ?? null,
    extra_appointment_pickup: second?.appointment ?? null,
    extra_appointment_delivery: beforeLast?.appointment ?? null,
    appointment_delivery: last.appointment ?? null,
    date_to_leave: first.date,
    expected_delivery_date: last.date,
  };
}

const dayOf = (appointment: string | null | undefined) =>
  appointment && /^\d{4}-\d{2}-\d{2}/.test(appointment) ? appointment.slice(0, 10) : null;

/**
 * The two to four stops of a load made the SPEC way, in order: origin, extra origin, extra
 * destination, destination (the same order the migration gave every existing load). An extra
 * stop takes its appointment's day, kept within the ship and delivery dates, else its side's.
 * Null when the load names no origin or no destination location (a quote between places).
 */
export function stopsFromSpec(spec: {
  origin_location_id?: number | null;
  extra_origin_location_id?: number | null;
  extra_destination_location_id?: number | null;
  destination_location_id?: number | null;
  appointment_pickup?: string | null;
  extra_appointment_pickup?: string | null;
  extra_appointment_delivery?: string | null;
  appointment_delivery?: string | null;
  date_to_leave: string;
  expected_delivery_date: string;
}): StopPlan[] | null {
  if (!spec.origin_location_id || !spec.destination_location_id) return null;
  const leave = spec.date_to_leave;
  const deliver = spec.expected_delivery_date;
  const clamp = (day: string | null, fallback: string) =>
    day === null ? fallback : day < leave ? leave : day > deliver ? deliver : day;
  const stops: StopPlan[] = [
    {
      type: 'pickup',
      location_id: spec.origin_location_id,
      date: leave,
      appointment: spec.appointment_pickup ?? null,
    },
  ];
  if (spec.extra_origin_location_id)
    stops.push({
      type: 'pickup',
      location_id: spec.extra_origin_location_id,
      date: clamp(dayOf(spec.extra_appointment_pickup), leave),
      appointment: spec.extra_appointment_pickup ?? null,
    });
  if (spec.extra_destination_location_id)
    stops.push({
      type: 'delivery',
      location_id: spec.extra_destination_location_id,
      date: clamp(dayOf(spec.extra_appointment_delivery), deliver),
      appointment: spec.extra_appointment_delivery ?? null,
    });
  stops.push({
    type: 'delivery',
    location_id: spec.destination_location_id,
    date: deliver,
    appointment: spec.appointment_delivery ?? null,
  });
  return stops;
}

export interface StopProblem {
  field: string;
  message: string;
}

/**
 * The order rules of PRODUCT.md 16, each problem at its field (`stops`, `stops.N.date`...):
 * 2 to 20 stops, first a pickup, last a delivery, each stop's date on or after the one before
 * it, a window that ends after it starts.
 */
export function stopProblems(stops: readonly StopPlan[]): StopProblem[] {
  const problems: StopProblem[] = [];
  if (stops.length < MIN_STOPS)
    problems.push({ field: 'stops', message: `A load has at least ${MIN_STOPS} stops` });
  if (stops.length > MAX_STOPS)
    problems.push({ field: 'stops', message: `A load has at most ${MAX_STOPS} stops` });
  if (stops.length && stops[0]?.type !== 'pickup')
    problems.push({ field: 'stops', message: 'The first stop must be a pickup' });
  if (stops.length && stops.at(-1)?.type !== 'delivery')
    problems.push({ field: 'stops', message: 'The last stop must be a delivery' });
  stops.forEach((stop, index) => {
    const before = stops[index - 1];
    if (before && stop.date < before.date)
      problems.push({
        field: `stops.${index}.date`,
        message: `Stop ${index + 1} must be on or after stop ${index} (${before.date})`,
      });
    if (before?.appointment && stop.appointment && stop.appointment < before.appointment)
      problems.push({
        field: `stops.${index}.appointment`,
        message: `Stop ${index + 1}'s appointment must come after stop ${index}'s`,
      });
    if (stop.window_start && stop.window_end && stop.window_end < stop.window_start)
      problems.push({
        field: `stops.${index}.window_end`,
        message: `Stop ${index + 1}'s window must end after it starts`,
      });
  });
  return problems;
}

/** "+N stops" of a card: the stops beyond the origin and the destination, or null. */
export function extraStopsLabel(count: number | null | undefined): string | null {
  const extra = (count ?? 0) - 2;
  return extra > 0 ? `+${extra} stop${extra === 1 ? '' : 's'}` : null;
}
