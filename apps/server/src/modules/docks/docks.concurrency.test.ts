import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as docks from '../../../test/docks.ts';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/**
 * PRODUCT.md 17: two carriers racing for the last dock, one wins. Only real PostgreSQL serves
 * requests at the same time (the embedded PGlite runs one query after another).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'dock appointments under concurrency (needs PostgreSQL: PGlite serves one connection at a time)',
  () => {
    const ctx = fileTestContext({ TRUST_PROXY: 'true' });

    it('gives one single-dock slot to exactly one of 20 parallel bookings; the others get 409 SlotTaken', async () => {
      const { shipper, carrier } = await docks.appointmentScene(ctx);
      const loads: Array<{ loadId: number; pickupStopId: number }> = [];
      for (let index = 0; index < 20; index++)
        loads.push(await docks.awardedLoad(shipper, carrier));
      const free = await docks.slots(carrier, shipper.origin, market.day(3), loads[0]?.loadId ?? 0);
      const start = (free[0] as { start: string }).start;

      const answers = await Promise.all(
        loads.map(({ pickupStopId }, index) =>
          (index % 2 === 0 ? carrier : shipper).client.post(
            `/api/stops/${pickupStopId}/appointment`,
            { start, loading_type: 'live' },
          ),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(
        codes.filter((code) => code === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      for (const answer of answers.filter((entry) => entry.statusCode === 409)) {
        expectErrorShape(answer.body);
        expect(answer.body.errors[0]).toMatchObject({
          code: 'SlotTaken',
          next_free: new Date(Date.parse(start) + 3_600_000).toISOString(),
        });
      }
      const [row] = await market.rows<{ count: number }>(
        ctx,
        sql`select count(*)::int as count from dock_appointments
          where location_id = ${shipper.origin} and starts_at = ${start}::timestamptz`,
      );
      expect(row?.count).toBe(1);
      // The losers' stops kept no appointment.
      const stops = await market.rows<{ count: number }>(
        ctx,
        sql`select count(*)::int as count from load_stops
          where location_id = ${shipper.origin} and appointment is not null`,
      );
      expect(stops[0]?.count).toBe(1);
    }, 120_000);
  },
);
