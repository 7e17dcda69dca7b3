/**
 * The body of a new shipment and the dates it uses, free of the test runner: the tests
 * (market.ts) and the benchmarks both send it.
 */

/** A calendar date `days` from today (UTC), as yyyy-mm-dd. */
export function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const shipmentBody = (
  origin: number,
  destination: number,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Steel coils',
  origin_location_id: origin,
  destination_location_id: destination,
  date_to_leave: day(30),
  expected_delivery_date: day(32),
  specs: { 'Weight (lb)': '40000' },
  load_value: 2_500_000,
  ...overrides,
});
