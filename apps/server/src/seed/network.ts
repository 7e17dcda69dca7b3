import { defaultWeek, weekToSchedule } from '@spotlane/shared/domain/hours';
import { bidRequest } from '@spotlane/shared/schemas/bids';
import { companyInput } from '@spotlane/shared/schemas/companies';
import { loadRequest } from '@spotlane/shared/schemas/loads';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { createContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { placeBid } from '../modules/bids/service.ts';
import { addCarrier } from '../modules/carriers/service.ts';
import { createCompany } from '../modules/companies/service.ts';
import { createLoad } from '../modules/loads/service.ts';
import type { Caller } from '../platform/auth.ts';

async function callerFor(db: Db, email: string): Promise<Caller> {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} missing`);
  return { user: row.user, account: row.account, via: 'session', sessionId: 0, otpPassed: true };
}

function isoDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo shipper's network and a few loads, made through the same services the API uses,
 * so the demo shows what a real account looks like.
 */
export async function seedDemoNetwork(db: Db, config: Config): Promise<void> {
  const shipper = await callerFor(db, 'shipper@demo.spotlane.test');
  const rapid = await callerFor(db, 'carrier@demo.spotlane.test');
  const blue = await callerFor(db, 'carrier2@demo.spotlane.test');
  // Demo data is written as the API writes it, but tells nobody (no notifications or mail).
  const ctx = createContext({ config, db, silent: true });
  await addCarrier(ctx, shipper, { email: rapid.user.email });
  await addCarrier(ctx, shipper, { email: blue.user.email });
  const schedule = weekToSchedule(defaultWeek());
  const plant = await createCompany(
    db,
    shipper,
    companyInput.parse({
      name: 'Acme Plant',
      company_type: 'origin',
      phone: '+1 312 555 0150',
      locations: [
        {
          name: 'Main dock',
          address: {
            address1: '2200 S Halsted St',
            city: 'Chicago',
            state: 'IL',
            zipcode: '60608',
          },
          schedule,
        },
      ],
    }),
  );
  const store = await createCompany(
    db,
    shipper,
    companyInput.parse({
      name: 'Lone Star Retail',
      company_type: 'destination',
      locations: [
        {
          name: 'DC North',
          address: { address1: '1500 Commerce St', city: 'Dallas', state: 'TX', zipcode: '75201' },
          shipment_process: 'fcfs',
        },
      ],
    }),
  );
  const warehouse = await createCompany(
    db,
    shipper,
    companyInput.parse({
      name: 'Peach State Foods',
      locations: [
        {
          name: 'Cold storage',
          address: {
            address1: '400 Marietta St NW',
            city: 'Atlanta',
            state: 'GA',
            zipcode: '30313',
          },
        },
      ],
    }),
  );
  const [origin, destination, third] = [plant, store, warehouse].map(
    (company) => company.locations[0]?.id as number,
  );
  const loads = [
    {
      name: 'Steel coils',
      origin,
      destination,
      leave: 2,
      days: 2,
      value: 4_500_000,
      specs: { 'Equipment type': 'Flatbed', 'Weight (lb)': '42000' },
    },
    {
      name: 'Frozen produce',
      origin: third,
      destination,
      leave: 4,
      days: 2,
      value: 2_200_000,
      specs: { 'Equipment type': 'Reefer', Temperature: '-10 F' },
    },
    {
      name: 'Packaging supplies',
      origin,
      destination: third,
      leave: 7,
      days: 3,
      value: 800_000,
      specs: { Pallets: '22' },
    },
  ];
  const created = [];
  for (const load of loads) {
    created.push(
      await createLoad(
        ctx,
        shipper,
        loadRequest.parse({
          name: load.name,
          origin_location_id: load.origin,
          destination_location_id: load.destination,
          date_to_leave: isoDate(load.leave),
          expected_delivery_date: isoDate(load.leave + load.days),
          specs: load.specs,
          load_value: load.value,
          description: 'Demo load: dock hours apply, call ahead.',
        }),
      ),
    );
  }
  const first = created[0];
  if (first) {
    await placeBid(
      ctx,
      rapid,
      bidRequest.parse({
        load_id: first.id,
        amount: 185_000,
        pickup_date: first.date_to_leave,
        delivery_date: first.expected_delivery_date,
        notes: 'Flatbed with tarps ready.',
      }),
    );
  }
}
