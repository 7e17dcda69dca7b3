import { describe, expect, it } from 'vitest';
import { addDriver, addUnit } from '../../../test/fleet.ts';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import { createShipment, day, shipmentBody, shipperWithLocations } from '../../../test/market.ts';

/**
 * PRODUCT.md 7: parallel requests cannot both book one driver. Only real PostgreSQL serves
 * requests at the same time (the embedded PGlite runs one query after another; fleet.test.ts
 * checks the same rule there, one request after another).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'fleet bookings under concurrency (needs PostgreSQL: PGlite serves one connection at a time)',
  () => {
    const ctx = fileTestContext({ TRUST_PROXY: 'true' });

    it('10 parallel assignments of one driver to 10 overlapping loads: one 200, nine 409 FleetBusy', async () => {
      const shipper = await shipperWithLocations(ctx, 'Racing Fleet Co');
      const driver = await addDriver(shipper.client);
      const loads: Array<{ id: number }> = [];
      const units: Array<{ id: number }> = [];
      for (let i = 0; i < 10; i++) {
        // Every load shares day 20 with every other; each gets its own unit, so only the driver clashes.
        loads.push(
          await createShipment(shipper, {
            name: `Race ${i}`,
            date_to_leave: day(20 - (i % 3)),
            expected_delivery_date: day(20 + (i % 4)),
          }),
        );
        units.push(await addUnit(shipper.client));
      }
      const responses = await Promise.all(
        loads.map((load, i) =>
          shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
            driver_id: driver.id,
            equipment_id: units[i]?.id,
          }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, JSON.stringify(responses.map((r) => r.body))).toEqual([
        200,
        ...Array(9).fill(409),
      ]);
      for (const response of responses.filter((r) => r.statusCode === 409))
        expectErrorShape(response.body, 'FleetBusy', 'driver_id');
      const page = await shipper.client.get(`/api/drivers/${driver.id}`);
      expect(page.body.loads).toHaveLength(1);
      const winner = responses.find((response) => response.statusCode === 200);
      expect(page.body.loads[0].id).toBe(winner?.body.id);
    });

    it('10 parallel assignments of one unit with ten drivers: exactly one wins', async () => {
      const shipper = await shipperWithLocations(ctx, 'Racing Units Co');
      const unit = await addUnit(shipper.client);
      const attempts = [];
      for (let i = 0; i < 10; i++) {
        const load = await createShipment(shipper, { name: `Unit race ${i}` });
        attempts.push({ load, driver: await addDriver(shipper.client) });
      }
      const responses = await Promise.all(
        attempts.map(({ load, driver }) =>
          shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
            driver_id: driver.id,
            equipment_id: unit.id,
          }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        expect(response.statusCode).toBe(409);
        expectErrorShape(response.body, 'FleetBusy', 'equipment_id');
      }
    });

    it('archiving a driver while it is being assigned: never both', async () => {
      const shipper = await shipperWithLocations(ctx, 'Archive Race Co');
      for (let round = 0; round < 5; round++) {
        const driver = await addDriver(shipper.client);
        const unit = await addUnit(shipper.client);
        const load = await createShipment(shipper);
        const [assigned, archived] = await Promise.all([
          shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
            driver_id: driver.id,
            equipment_id: unit.id,
          }),
          shipper.client.delete(`/api/drivers/${driver.id}`),
        ]);
        const outcome = [assigned.statusCode, archived.statusCode].sort().join(',');
        // Either the assignment won (the archive is InUse) or the archive won (FleetUnavailable).
        expect(['200,409', '204,409']).toContain(outcome);
        if (assigned.statusCode === 409) expectErrorShape(assigned.body, 'FleetUnavailable');
        if (archived.statusCode === 409) expectErrorShape(archived.body, 'InUse');
      }
    });

    it("moving a covered load's dates onto the day its driver is being booked: one wins, the other is FleetBusy", async () => {
      const shipper = await shipperWithLocations(ctx, 'Date Race Co');
      const dates = (from: number, to: number) =>
        shipmentBody(shipper.origin, shipper.destination, {
          name: 'Covered',
          date_to_leave: day(from),
          expected_delivery_date: day(to),
        });
      for (let round = 0; round < 5; round++) {
        const driver = await addDriver(shipper.client);
        const covered = await createShipment(shipper, {
          date_to_leave: day(10),
          expected_delivery_date: day(11),
        });
        const other = await createShipment(shipper, {
          date_to_leave: day(20),
          expected_delivery_date: day(21),
        });
        const cover = (loadId: number) =>
          addUnit(shipper.client).then((unit) =>
            shipper.client.post(`/api/loads/${loadId}/assign_fleet`, {
              driver_id: driver.id,
              equipment_id: unit.id,
            }),
          );
        expect((await cover(covered.id)).statusCode).toBe(200);
        const [moved, assigned] = await Promise.all([
          shipper.client.put(`/api/loads/${covered.id}`, dates(20, 21)),
          cover(other.id),
        ]);
        const outcome = [moved.statusCode, assigned.statusCode].sort().join(',');
        expect(outcome, JSON.stringify([moved.body, assigned.body])).toBe('200,409');
        const loser = moved.statusCode === 409 ? moved : assigned;
        expectErrorShape(loser.body, 'FleetBusy');
        // The driver holds the covered load, and the other one only if the move lost.
        const page = await shipper.client.get(`/api/drivers/${driver.id}`);
        expect(page.body.loads).toHaveLength(assigned.statusCode === 200 ? 2 : 1);
      }
    });
  },
);
