import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StopPlan, specFromStops, stopProblems, stopsFromSpec } from './stops.ts';

const P = (location_id: number, date: string, appointment: string | null = null): StopPlan => ({
  type: 'pickup',
  location_id,
  date,
  appointment,
});
const D = (location_id: number, date: string, appointment: string | null = null): StopPlan => ({
  type: 'delivery',
  location_id,
  date,
  appointment,
});

describe('the SPEC fields derived from stops (PRODUCT.md 16)', () => {
  // origin = the first pickup, extra origin = the second pickup, destination = the last
  // delivery, extra destination = the delivery before it; dates of the first and last stops.
  it.each([
    {
      n: 2,
      stops: [P(1, '2030-01-02', '2030-01-02T08:00'), D(2, '2030-01-03', '2030-01-03T14:00')],
      spec: [
        1,
        null,
        null,
        2,
        '2030-01-02T08:00',
        null,
        null,
        '2030-01-03T14:00',
        '2030-01-02',
        '2030-01-03',
      ],
    },
    {
      n: 3,
      stops: [P(1, '2030-01-02'), P(3, '2030-01-02', '2030-01-02T11:00'), D(2, '2030-01-04')],
      spec: [1, 3, null, 2, null, '2030-01-02T11:00', null, null, '2030-01-02', '2030-01-04'],
    },
    {
      n: 4,
      stops: [
        P(1, '2030-01-02'),
        P(3, '2030-01-02'),
        D(4, '2030-01-03', '2030-01-03T09:00'),
        D(2, '2030-01-04'),
      ],
      spec: [1, 3, 4, 2, null, null, '2030-01-03T09:00', null, '2030-01-02', '2030-01-04'],
    },
    {
      // A milk run: pickups and deliveries interleaved; the third pickup and the first
      // deliveries have no SPEC field of their own (they live in `stops`).
      n: 7,
      stops: [
        P(1, '2030-01-02', '2030-01-02T07:00'),
        D(5, '2030-01-02'),
        P(3, '2030-01-03', '2030-01-03T10:00'),
        P(6, '2030-01-03'),
        D(7, '2030-01-04'),
        D(4, '2030-01-05', '2030-01-05T12:00'),
        D(2, '2030-01-06', '2030-01-06T16:30'),
      ],
      spec: [
        1,
        3,
        4,
        2,
        '2030-01-02T07:00',
        '2030-01-03T10:00',
        '2030-01-05T12:00',
        '2030-01-06T16:30',
        '2030-01-02',
        '2030-01-06',
      ],
    },
  ])('$n stops', ({ stops, spec }) => {
    expect(stopProblems(stops)).toEqual([]);
    const [o, xo, xd, d, ap, xap, xad, ad, leave, due] = spec;
    expect(specFromStops(stops)).toEqual({
      origin_location_id: o,
      extra_origin_location_id: xo,
      extra_destination_location_id: xd,
      destination_location_id: d,
      appointment_pickup: ap,
      extra_appointment_pickup: xap,
      extra_appointment_delivery: xad,
      appointment_delivery: ad,
      date_to_leave: leave,
      expected_delivery_date: due,
    });
  });

  it('a load made the SPEC way round-trips through its two to four stops', () => {
    const day = fc.integer({ min: 1, max: 9 }).map((d) => `2030-01-0${d}`);
    const maybeId = fc.option(fc.integer({ min: 10, max: 99 }), { nil: null });
    fc.assert(
      fc.property(
        day,
        day,
        maybeId,
        maybeId,
        fc.boolean(),
        (a, b, extraOrigin, extraDest, appt) => {
          const [leave, due] = a <= b ? [a, b] : [b, a];
          const spec = {
            origin_location_id: 1,
            extra_origin_location_id: extraOrigin,
            extra_destination_location_id: extraDest,
            destination_location_id: 2,
            appointment_pickup: appt ? `${leave}T08:00` : null,
            extra_appointment_pickup: null,
            extra_appointment_delivery: null,
            appointment_delivery: appt ? `${due}T17:00` : null,
            date_to_leave: leave,
            expected_delivery_date: due,
          };
          const stops = stopsFromSpec(spec);
          expect(stops).not.toBeNull();
          expect(stops?.length).toBe(2 + (extraOrigin ? 1 : 0) + (extraDest ? 1 : 0));
          expect(stopProblems(stops ?? [])).toEqual([]);
          expect(specFromStops(stops ?? [])).toEqual(spec);
        },
      ),
    );
  });

  it('names the stop that breaks an order rule', () => {
    expect(stopProblems([D(1, '2030-01-02'), P(2, '2030-01-03')]).map((p) => p.field)).toEqual([
      'stops',
      'stops',
    ]);
    expect(stopProblems([P(1, '2030-01-03'), P(2, '2030-01-04'), D(3, '2030-01-02')])).toEqual([
      { field: 'stops.2.date', message: 'Stop 3 must be on or after stop 2 (2030-01-04)' },
    ]);
    const many = Array.from({ length: 21 }, (_, i) =>
      i === 20 ? D(i + 1, '2030-01-02') : P(i + 1, '2030-01-02'),
    );
    expect(stopProblems(many)).toEqual([
      { field: 'stops', message: 'A load has at most 20 stops' },
    ]);
  });
});
