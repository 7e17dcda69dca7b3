import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDriver, addUnit, driverBody, unitBody } from '../../../test/fleet.ts';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { fleetOverlapConstraint } from './cover.ts';

describe('fleet: drivers and equipment (PRODUCT.md 7)', () => {
  const ctx = fileTestContext({ TRUST_PROXY: 'true' });
  let shipper: market.Shipper;
  let other: market.Shipper;
  beforeAll(async () => {
    shipper = await market.shipperWithLocations(ctx, 'Fleet Owner Co');
    other = await market.shipperWithLocations(ctx, 'Other Shipper Co');
  });

  it('creates, reads, edits and lists a driver, normalising the licence', async () => {
    const created = await addDriver(shipper.client, { first_name: 'Alma', last_name: 'Zeta' });
    expect(created).toMatchObject({
      first_name: 'Alma',
      license_number: 'D1234567',
      license_state: 'IL',
      status: 'active',
      archived_at: null,
      loads: [],
    });
    const read = await shipper.client.get(`/api/drivers/${created.id}`);
    expect(read.statusCode).toBe(200);
    const edited = await shipper.client.put(
      `/api/drivers/${created.id}`,
      driverBody({ first_name: 'Alma', last_name: 'Zeta', status: 'inactive', notes: 'Vacation' }),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ status: 'inactive', notes: 'Vacation' });
    const listed = await shipper.client.get('/api/drivers?search=zeta');
    expect(listed.body).toMatchObject({ count: 1, results: [{ id: created.id }] });
  });

  it('validates drivers: licence state, expiry date, phone and e-mail', async () => {
    const bad = await shipper.client.post(
      '/api/drivers',
      driverBody({
        license_state: 'ZZ',
        license_expiry: '2026-02-30',
        phone: 'call me',
        email: 'x@',
      }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = expectErrorShape(bad.body, 'ValidationError').map((error) => error.field);
    expect(fields.sort()).toEqual(['email', 'license_expiry', 'license_state', 'phone']);
    const missing = await shipper.client.post('/api/drivers', {});
    expect(missing.statusCode).toBe(400);
    expect(expectErrorShape(missing.body).map((error) => error.field)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'phone', 'license_number']),
    );
  });

  it('validates units: the VIN check digit, type, year and numbers', async () => {
    const typo = await shipper.client.post(
      '/api/equipment',
      unitBody({ vin: '1M8GDM9A1KP042788' }),
    );
    expect(typo.statusCode).toBe(400);
    expect(expectErrorShape(typo.body, 'ValidationError', 'vin')[0]?.message).toMatch(
      /check digit/,
    );
    const bad = await shipper.client.post(
      '/api/equipment',
      unitBody({ equipment_type: 'spaceship', year: 1800, capacity_lbs: -1, plate_state: 'XX' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      expectErrorShape(bad.body)
        .map((error) => error.field)
        .sort(),
    ).toEqual(['capacity_lbs', 'equipment_type', 'plate_state', 'year']);
    const noVin = await shipper.client.post('/api/equipment', unitBody({ vin: '' }));
    expect(noVin.statusCode).toBe(201);
    expect(noVin.body.vin).toBeNull();
  });

  it('keeps unit numbers unique per account whatever their case; archiving frees the number', async () => {
    const first = await addUnit(shipper.client, { unit_number: 'Truck-7' });
    const again = await shipper.client.post('/api/equipment', unitBody({ unit_number: 'TRUCK-7' }));
    expect(again.statusCode).toBe(400);
    expectErrorShape(again.body, 'ValidationError', 'unit_number');
    // Another account may use the same number.
    await addUnit(other.client, { unit_number: 'truck-7' });
    // Renaming another unit onto it is refused too.
    const second = await addUnit(shipper.client, { unit_number: 'Truck-8' });
    const rename = await shipper.client.put(
      `/api/equipment/${second.id}`,
      unitBody({ unit_number: 'truck-7' }),
    );
    expect(rename.statusCode).toBe(400);
    expectErrorShape(rename.body, 'ValidationError', 'unit_number');
    expect((await shipper.client.delete(`/api/equipment/${first.id}`)).statusCode).toBe(204);
    await addUnit(shipper.client, { unit_number: 'truck-7' });
    const archived = await shipper.client.get(`/api/equipment/${first.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.body.archived_at).not.toBeNull();
  });

  it('lists with search, ordering and pages, without archived records', async () => {
    const owner = await market.shipperWithLocations(ctx, 'Lister Co');
    for (const name of ['Carter', 'Adams', 'Baker', 'Evans', 'Davis']) {
      await addDriver(owner.client, {
        last_name: name,
        license_expiry: market.day(100 + name.length),
      });
    }
    const page1 = await owner.client.get('/api/drivers?ordering=alphabetical&page_size=2');
    expect(page1.body.count).toBe(5);
    expect(page1.body.results.map((d: { last_name: string }) => d.last_name)).toEqual([
      'Adams',
      'Baker',
    ]);
    const page3 = await owner.client.get('/api/drivers?ordering=alphabetical&page_size=2&page=3');
    expect(page3.body.results.map((d: { last_name: string }) => d.last_name)).toEqual(['Evans']);
    const newest = await owner.client.get('/api/drivers?ordering=new&page_size=1');
    expect(newest.body.results[0].last_name).toBe('Davis');
    const davis = newest.body.results[0].id;
    expect((await owner.client.delete(`/api/drivers/${davis}`)).statusCode).toBe(204);
    const after = await owner.client.get('/api/drivers?search=davis');
    expect(after.body).toEqual({ results: [], count: 0 });
    const wildcard = await owner.client.get('/api/drivers?search=%25');
    expect(wildcard.body.count).toBe(0);
    const badOrder = await owner.client.get('/api/drivers?ordering=salary');
    expect(badOrder.statusCode).toBe(400);
    const units = await owner.client.get('/api/equipment?ordering=year');
    expect(units.statusCode).toBe(200);
  });

  it('hides every record from other accounts (404) and refuses carriers (403)', async () => {
    const driver = await addDriver(shipper.client);
    const unit = await addUnit(shipper.client);
    for (const [method, url] of [
      ['GET', `/api/drivers/${driver.id}`],
      ['PUT', `/api/drivers/${driver.id}`],
      ['DELETE', `/api/drivers/${driver.id}`],
      ['GET', `/api/equipment/${unit.id}`],
      ['PUT', `/api/equipment/${unit.id}`],
      ['DELETE', `/api/equipment/${unit.id}`],
    ] as const) {
      const body = url.includes('drivers') ? driverBody() : unitBody();
      const response = await other.client.request(method, url, method === 'PUT' ? body : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expectErrorShape(response.body, 'NotFound');
    }
    const listed = await other.client.get('/api/drivers');
    expect(listed.body.results.some((d: { id: number }) => d.id === driver.id)).toBe(false);
    const carrier = await market.registerCarrier(ctx, 'Fleet Curious Carrier');
    for (const url of ['/api/drivers', '/api/equipment', '/api/fleet/overview']) {
      const response = await carrier.client.get(url);
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.body, 'Forbidden');
    }
    expect((await carrier.client.post('/api/drivers', driverBody())).statusCode).toBe(403);
    for (const bad of ['0', '0x1', '1e3', '2147483648', '-1']) {
      expect((await shipper.client.get(`/api/drivers/${bad}`)).statusCode, bad).toBe(404);
    }
  });

  it('lets a teammate without shipment_edit read the fleet but not change it', async () => {
    const viewer = await market.teammate(ctx, shipper.client, { shipment_edit: false });
    expect((await viewer.client.get('/api/drivers')).statusCode).toBe(200);
    const refused = await viewer.client.post('/api/drivers', driverBody());
    expect(refused.statusCode).toBe(403);
    expectErrorShape(refused.body, 'Forbidden');
  });

  it('shows counts and warnings on the overview', async () => {
    const owner = await market.shipperWithLocations(ctx, 'Overview Co');
    await addDriver(owner.client, { last_name: 'Fine', license_expiry: market.day(200) });
    const expired = await addDriver(owner.client, {
      last_name: 'Expired',
      license_expiry: market.day(-1),
    });
    const soon = await addDriver(owner.client, {
      last_name: 'Soon',
      license_expiry: market.day(30),
    });
    await addDriver(owner.client, { last_name: 'Later', license_expiry: market.day(31) });
    await addDriver(owner.client, { last_name: 'Off', status: 'inactive' });
    await addUnit(owner.client);
    const broken = await addUnit(owner.client, { status: 'out_of_service' });
    const overview = await owner.client.get('/api/fleet/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.body.drivers).toEqual({ count: 5, active: 4 });
    expect(overview.body.equipment).toEqual({ count: 2, active: 1, out_of_service: 1 });
    expect(overview.body.warnings).toEqual([
      { kind: 'license_expired', id: expired.id, name: 'Dana Expired', date: market.day(-1) },
      { kind: 'license_expiring', id: soon.id, name: 'Dana Soon', date: market.day(30) },
      { kind: 'out_of_service', id: broken.id, name: broken.unit_number, date: null },
    ]);
  });

  describe('covering a load with the fleet', () => {
    it('assigns the load with no carrier, rejects open bids and tells their carriers, takes it off the spot quotes', async () => {
      const carrier = await market.registerCarrier(ctx, 'Hopeful Bidder');
      await market.linkCarrier(shipper, carrier);
      const load = await market.createShipment(shipper);
      const bid = await market.placeBid(carrier, load.id);
      const before = await carrier.client.get(
        '/api/loads/custom_pagination_spotquotes?status=bid-placed',
      );
      const listed = new RegExp(`"id":${load.id}[,}]`);
      expect(JSON.stringify(before.body)).toMatch(listed);
      const driver = await addDriver(shipper.client);
      const unit = await addUnit(shipper.client);
      const covered = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: driver.id,
        equipment_id: unit.id,
      });
      expect(covered.statusCode, JSON.stringify(covered.body)).toBe(200);
      expect(covered.body).toMatchObject({
        status: 'assigned',
        assigned_to: null,
        fleet: {
          driver: { id: driver.id, first_name: 'Dana', last_name: 'Driver' },
          equipment: { id: unit.id, unit_number: unit.unit_number },
        },
      });
      expect(covered.body.status_history.map((entry: { status: string }) => entry.status)).toEqual([
        'unscheduled',
        'assigned',
      ]);
      const bidNow = await carrier.client.get(`/api/bids/${bid.id}`);
      expect(bidNow.body.is_rejected).toBe(true);
      const notices = await market.rows<{ title: string; body: string }>(
        ctx,
        sql`select n.title, n.body from notifications n join users u on u.id = n.user_id
          where u.email = ${carrier.email} order by n.id desc limit 1`,
      );
      expect(notices[0]?.title).toMatch(/covered by the shipper/);
      // PRODUCT.md 14: the carrier does not hold the load, so its name is not told.
      expect(`${notices[0]?.title} ${notices[0]?.body}`).not.toContain('Steel coils');
      const after = await carrier.client.get(
        '/api/loads/custom_pagination_spotquotes?status=bid-placed',
      );
      expect(JSON.stringify(after.body)).not.toMatch(listed);
      const carrierDetail = await carrier.client.get(`/api/loads/${load.id}`);
      expect(carrierDetail.body?.fleet ?? null).toBeNull();
      // A carrier cannot bid on it any more, and the shipper cannot accept the rejected bid over the fleet.
      const edit = await carrier.client.put(`/api/bids/${bid.id}`, {
        load_id: load.id,
        amount: 100_000,
        pickup_date: market.day(30),
        delivery_date: market.day(32),
      });
      expect(edit.statusCode).toBe(409);
      const accept = await shipper.client.post(`/api/bids/${bid.id}/accept`);
      expect(accept.statusCode).toBe(409);
      expectErrorShape(accept.body, 'InvalidTransition');
      // The driver's and unit's pages show the load.
      const driverPage = await shipper.client.get(`/api/drivers/${driver.id}`);
      expect(driverPage.body.loads).toEqual([
        expect.objectContaining({ id: load.id, status: 'assigned', identifier: load.identifier }),
      ]);
      const unitPage = await shipper.client.get(`/api/equipment/${unit.id}`);
      expect(unitPage.body.loads.map((entry: { id: number }) => entry.id)).toEqual([load.id]);
      // The calendar chips carry the fleet.
      const calendar = await shipper.client.get(
        `/api/loads/calendar?from=${market.day(29)}&to=${market.day(33)}`,
      );
      const chip = calendar.body.results.find((entry: { id: number }) => entry.id === load.id);
      expect(chip.fleet.driver.id).toBe(driver.id);
      // In use: neither can be archived.
      const archiveDriver = await shipper.client.delete(`/api/drivers/${driver.id}`);
      expect(archiveDriver.statusCode).toBe(409);
      expectErrorShape(archiveDriver.body, 'InUse');
      const archiveUnit = await shipper.client.delete(`/api/equipment/${unit.id}`);
      expect(archiveUnit.statusCode).toBe(409);
      expectErrorShape(archiveUnit.body, 'InUse');
      // The shipper moves it on: in transit, delivered.
      for (const status of ['in_transit', 'delivered']) {
        const moved = await shipper.client.post(`/api/loads/${load.id}/status`, { status });
        expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body.status).toBe(status);
        expect(moved.body.fleet.driver.id).toBe(driver.id);
      }
      // Delivered, it no longer holds them: archiving works and the history stays readable.
      expect((await shipper.client.delete(`/api/drivers/${driver.id}`)).statusCode).toBe(204);
      const history = await shipper.client.get(`/api/loads/${load.id}`);
      expect(history.body.fleet.driver.id).toBe(driver.id);
      const archivedPage = await shipper.client.get(`/api/drivers/${driver.id}`);
      expect(archivedPage.body.loads[0]).toMatchObject({ id: load.id, status: 'delivered' });
    });

    it('releases the fleet: the load is unassigned and open for bids again', async () => {
      const load = await market.createShipment(shipper);
      const driver = await addDriver(shipper.client);
      const unit = await addUnit(shipper.client);
      const assign = { driver_id: driver.id, equipment_id: unit.id };
      expect(
        (await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, assign)).statusCode,
      ).toBe(200);
      const again = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, assign);
      expect(again.statusCode).toBe(409);
      expectErrorShape(again.body, 'AlreadyAssigned');
      const released = await shipper.client.delete(`/api/loads/${load.id}/assign_fleet`);
      expect(released.statusCode, JSON.stringify(released.body)).toBe(200);
      expect(released.body).toMatchObject({ status: 'unassigned', fleet: null, assigned_to: null });
      const twice = await shipper.client.delete(`/api/loads/${load.id}/assign_fleet`);
      expect(twice.statusCode).toBe(409);
      expectErrorShape(twice.body, 'InvalidTransition');
      // Released, the loads of the driver no longer include it, and it may be covered again.
      expect((await shipper.client.get(`/api/drivers/${driver.id}`)).body.loads).toEqual([]);
      expect(
        (await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, assign)).statusCode,
      ).toBe(200);
    });

    it('answers 409 FleetUnavailable with the reason for an inactive driver, an expired licence and a unit out of service', async () => {
      const load = await market.createShipment(shipper);
      const unit = await addUnit(shipper.client);
      const driver = await addDriver(shipper.client);
      const cases: Array<[Record<string, unknown>, string, RegExp]> = [
        [
          { driver_id: (await addDriver(shipper.client, { status: 'inactive' })).id },
          'driver_id',
          /inactive/,
        ],
        [
          { driver_id: (await addDriver(shipper.client, { license_expiry: market.day(-3) })).id },
          'driver_id',
          // Past: "expired", dated as the product shows dates (MM-DD-YYYY).
          new RegExp(
            `licence expired on ${market.day(-3).slice(5, 7)}-${market.day(-3).slice(8, 10)}-${market.day(-3).slice(0, 4)}$`,
          ),
        ],
        // Valid today but not through the delivery date (day 32) is not enough either.
        [
          { driver_id: (await addDriver(shipper.client, { license_expiry: market.day(31) })).id },
          'driver_id',
          /licence expires on \d\d-\d\d-\d{4}, before the delivery date/,
        ],
        [
          { equipment_id: (await addUnit(shipper.client, { status: 'out_of_service' })).id },
          'equipment_id',
          /out of service/,
        ],
      ];
      for (const [override, field, reason] of cases) {
        const response = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
          driver_id: driver.id,
          equipment_id: unit.id,
          ...override,
        });
        expect(response.statusCode, JSON.stringify(response.body)).toBe(409);
        expect(expectErrorShape(response.body, 'FleetUnavailable', field)[0]?.message).toMatch(
          reason,
        );
      }
      const archived = await addDriver(shipper.client);
      await shipper.client.delete(`/api/drivers/${archived.id}`);
      const gone = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: archived.id,
        equipment_id: unit.id,
      });
      expect(gone.statusCode).toBe(409);
      expectErrorShape(gone.body, 'FleetUnavailable', 'driver_id');
      expect((await shipper.client.get(`/api/loads/${load.id}`)).body.status).toBe('unscheduled');
    });

    it('refuses other accounts: their load (404), their driver or unit (404), and bad bodies (400)', async () => {
      const load = await market.createShipment(shipper);
      const driver = await addDriver(shipper.client);
      const unit = await addUnit(shipper.client);
      const foreignDriver = await addDriver(other.client);
      const foreignUnit = await addUnit(other.client);
      const theirs = await other.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: foreignDriver.id,
        equipment_id: foreignUnit.id,
      });
      expect(theirs.statusCode).toBe(404);
      expectErrorShape(theirs.body, 'NotFound');
      const mixedDriver = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: foreignDriver.id,
        equipment_id: unit.id,
      });
      expect(mixedDriver.statusCode).toBe(404);
      expectErrorShape(mixedDriver.body, 'NotFound', 'driver_id');
      const mixedUnit = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: driver.id,
        equipment_id: foreignUnit.id,
      });
      expect(mixedUnit.statusCode).toBe(404);
      expectErrorShape(mixedUnit.body, 'NotFound', 'equipment_id');
      const release = await other.client.delete(`/api/loads/${load.id}/assign_fleet`);
      expect(release.statusCode).toBe(404);
      for (const body of [
        {},
        { driver_id: 'one', equipment_id: unit.id },
        { driver_id: 2147483648, equipment_id: 1 },
      ]) {
        const bad = await shipper.client.post(`/api/loads/${load.id}/assign_fleet`, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expectErrorShape(bad.body, 'ValidationError');
      }
      const carrier = await market.registerCarrier(ctx, 'Fleet Assigning Carrier');
      const refused = await carrier.client.post(`/api/loads/${load.id}/assign_fleet`, {
        driver_id: driver.id,
        equipment_id: unit.id,
      });
      expect(refused.statusCode).toBe(403);
    });

    it('refuses loads that are not open: cancelled, quote requests', async () => {
      const driver = await addDriver(shipper.client);
      const unit = await addUnit(shipper.client);
      const assign = { driver_id: driver.id, equipment_id: unit.id };
      const cancelled = await market.createShipment(shipper);
      await shipper.client.post(`/api/loads/${cancelled.id}/status`, { status: 'cancelled' });
      const onCancelled = await shipper.client.post(
        `/api/loads/${cancelled.id}/assign_fleet`,
        assign,
      );
      expect(onCancelled.statusCode).toBe(409);
      expectErrorShape(onCancelled.body, 'LoadCancelled');
      const request = await market.createLoad(shipper.client, {
        ...market.shipmentBody(shipper.origin, shipper.destination),
        is_quote: true,
      });
      const onRequest = await shipper.client.post(`/api/loads/${request.id}/assign_fleet`, assign);
      expect(onRequest.statusCode).toBe(409);
      expectErrorShape(onRequest.body, 'InvalidTransition');
    });

    it('never double-books a driver or a unit on overlapping dates (the database refuses it)', async () => {
      const owner = await market.shipperWithLocations(ctx, 'Double Booking Co');
      const driver = await addDriver(owner.client);
      const unit = await addUnit(owner.client);
      const spare = await addUnit(owner.client);
      const spareDriver = await addDriver(owner.client);
      const body = (from: number, to: number) =>
        market.shipmentBody(owner.origin, owner.destination, {
          date_to_leave: market.day(from),
          expected_delivery_date: market.day(to),
        });
      const first = await market.createLoad(owner.client, body(10, 12));
      const overlapping = await market.createLoad(owner.client, body(12, 14));
      const later = await market.createLoad(owner.client, body(13, 15));
      const cover = (loadId: number, driverId: number, unitId: number) =>
        owner.client.post(`/api/loads/${loadId}/assign_fleet`, {
          driver_id: driverId,
          equipment_id: unitId,
        });
      expect((await cover(first.id, driver.id, unit.id)).statusCode).toBe(200);
      // The same driver on a load that shares day 12: refused, whatever the unit.
      const busyDriver = await cover(overlapping.id, driver.id, spare.id);
      expect(busyDriver.statusCode).toBe(409);
      expect(expectErrorShape(busyDriver.body, 'FleetBusy', 'driver_id')[0]?.message).toMatch(
        /driver is already on another load/,
      );
      const busyUnit = await cover(overlapping.id, spareDriver.id, unit.id);
      expect(busyUnit.statusCode).toBe(409);
      expectErrorShape(busyUnit.body, 'FleetBusy', 'equipment_id');
      // Nothing changed on the refused load.
      const untouched = await owner.client.get(`/api/loads/${overlapping.id}`);
      expect(untouched.body).toMatchObject({ status: 'unscheduled', fleet: null });
      // The pickers see who is free for a load's dates.
      const picker = await owner.client.get(`/api/drivers?for_load=${overlapping.id}`);
      const byId = new Map(
        picker.body.results.map((entry: { id: number; availability: unknown }) => [
          entry.id,
          entry.availability,
        ]),
      );
      expect(byId.get(driver.id)).toEqual({
        free: false,
        reason: `Dana Driver is on ${first.identifier} on these dates`,
      });
      expect(byId.get(spareDriver.id)).toEqual({ free: true, reason: null });
      expect(
        (await owner.client.get(`/api/drivers?for_load=${first.id}`)).body.results.find(
          (entry: { id: number }) => entry.id === driver.id,
        ).availability,
      ).toEqual({ free: true, reason: null });
      expect((await owner.client.get(`/api/drivers?for_load=${first.id}`)).statusCode).toBe(200);
      expect((await other.client.get(`/api/drivers?for_load=${first.id}`)).statusCode).toBe(404);
      // A load that starts after the first ends is fine.
      expect((await cover(later.id, driver.id, unit.id)).statusCode).toBe(200);
      // Moving a covered load's dates onto another booking is refused as well.
      const moved = await owner.client.put(`/api/loads/${later.id}`, body(11, 13));
      expect(moved.statusCode).toBe(409);
      expectErrorShape(moved.body, 'FleetBusy');
      // Delivered or cancelled loads no longer hold their driver.
      await owner.client.post(`/api/loads/${first.id}/status`, { status: 'cancelled' });
      expect((await cover(overlapping.id, driver.id, spare.id)).statusCode).toBe(409); // `later` shares day 13-14
      await owner.client.delete(`/api/loads/${later.id}/assign_fleet`);
      expect((await cover(overlapping.id, driver.id, spare.id)).statusCode).toBe(200);
      // The database itself: a direct write of an overlapping booking fails with 23P01.
      const attempt = await ctx.database.db
        .execute(
          sql`update loads set status = 'assigned', fleet_driver_id = ${driver.id}, fleet_equipment_id = ${spare.id}
            where id = ${later.id}`,
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(fleetOverlapConstraint(attempt)).toBe('loads_fleet_driver_no_overlap');
    });
  });
});
