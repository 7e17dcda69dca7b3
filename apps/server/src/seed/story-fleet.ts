import { driverRequest, equipmentRequest } from '@spotlane/shared/schemas/fleet';
import { coverWithFleet, createDriver, createEquipment } from '../modules/fleet/index.ts';
import { isoDate, LANES, type StoryKit, type StoryLane } from './story-kit.ts';

/** The shipper's own fleet: two drivers, two units (one in the shop), and a short run it covers. */
export async function seedOwnFleet(kit: StoryKit): Promise<void> {
  const { ctx, db, publish } = kit;
  const { shipper } = kit.cast;
  const columbus = LANES.columbus as StoryLane;
  // The shipper's own fleet covers a short run.
  const driver = await createDriver(
    db,
    shipper,
    driverRequest.parse({
      first_name: 'Maria',
      last_name: 'Lopez',
      phone: '+1 312 555 0181',
      email: 'maria.lopez@acme.example.com',
      license_number: 'L123-4567-8901',
      license_state: 'IL',
      license_expiry: isoDate(400),
    }),
  );
  await createDriver(
    db,
    shipper,
    driverRequest.parse({
      first_name: 'James',
      last_name: 'Okafor',
      phone: '+1 312 555 0182',
      license_number: 'O765-4321-0987',
      license_state: 'IN',
      license_expiry: isoDate(21),
      notes: 'Licence renewal booked.',
    }),
  );
  const unit = await createEquipment(
    db,
    shipper,
    equipmentRequest.parse({
      unit_number: 'ACME-12',
      equipment_type: 'dry_van',
      plate: 'P 449 812',
      plate_state: 'IL',
      vin: '1FUJGLDR3CLBP8834',
      year: 2021,
      make: 'Freightliner',
      capacity_lbs: 45_000,
      length_ft: 53,
    }),
  );
  await createEquipment(
    db,
    shipper,
    equipmentRequest.parse({
      unit_number: 'ACME-07',
      equipment_type: 'reefer',
      year: 2018,
      make: 'Utility',
      length_ft: 53,
      status: 'out_of_service',
      notes: 'Reefer unit in the shop until next week.',
    }),
  );
  const ownRun = await publish(columbus, { name: 'Paper rolls', leave: 10 });
  await coverWithFleet(ctx, shipper, ownRun.id, { driverId: driver.id, equipmentId: unit.id });
}
