import { defaultWeek, weekToSchedule } from '@spotlane/shared/domain/hours';
import { lanePreferenceRequest, truckPostRequest } from '@spotlane/shared/schemas/capacity';
import { companyInput } from '@spotlane/shared/schemas/companies';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { createContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { createPost, createPreference } from '../modules/capacity/index.ts';
import { addCarrier } from '../modules/carriers/index.ts';
import { createCompany } from '../modules/companies/index.ts';
import type { Caller } from '../platform/auth.ts';
import { seedStops } from './stops.ts';
import { seedStory } from './story.ts';
import { seedCarrierTrust } from './trust.ts';

async function callerFor(db: Db, email: string): Promise<Caller> {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} missing`);
  return { user: row.user, account: row.account, via: 'session', sessionId: 0, otpPassed: true };
}

/**
 * The demo shipper's network (carriers, companies and docks) and its story (story.ts), made
 * through the same services the API uses, so the demo shows what a real account looks like.
 */
export async function seedDemoNetwork(db: Db, config: Config): Promise<void> {
  const shipper = await callerFor(db, 'shipper@demo.spotlane.test');
  const rapid = await callerFor(db, 'carrier@demo.spotlane.test');
  const blue = await callerFor(db, 'carrier2@demo.spotlane.test');
  const prairie = await callerFor(db, 'carrier3@demo.spotlane.test');
  const agent = await callerFor(db, 'support@demo.spotlane.test');
  // Demo data is written as the API writes it, but tells nobody (no notifications or mail).
  const ctx = createContext({ config, db, silent: true });
  await addCarrier(ctx, shipper, { email: rapid.user.email });
  await addCarrier(ctx, shipper, { email: blue.user.email });
  await addCarrier(ctx, shipper, { email: prairie.user.email });
  await seedCarrierTrust(ctx, { shipper, carriers: [rapid, blue, prairie], verified: rapid });
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
  const denver = await createCompany(
    db,
    shipper,
    companyInput.parse({
      name: 'Rocky Mountain Supply',
      company_type: 'destination',
      locations: [
        {
          name: 'Yard 3',
          address: { address1: '4800 Race St', city: 'Denver', state: 'CO', zipcode: '80216' },
          schedule,
        },
      ],
    }),
  );
  const columbus = await createCompany(
    db,
    shipper,
    companyInput.parse({
      name: 'Buckeye Distribution',
      company_type: 'destination',
      locations: [
        {
          name: 'Cross-dock',
          address: { address1: '250 W Broad St', city: 'Columbus', state: 'OH', zipcode: '43215' },
        },
      ],
    }),
  );
  const [chicago, dallas, atlanta, denverDock, columbusDock] = [
    plant,
    store,
    warehouse,
    denver,
    columbus,
  ].map((company) => company.locations[0]?.id as number);
  await seedStory(
    ctx,
    { shipper, rapid, blue, prairie, agent },
    {
      chicago: chicago as number,
      dallas: dallas as number,
      atlanta: atlanta as number,
      denver: denverDock as number,
      columbus: columbusDock as number,
    },
  );
  await seedStops(ctx, shipper, rapid, {
    chicago: chicago as number,
    dallas: dallas as number,
    atlanta: atlanta as number,
    columbus: columbusDock as number,
  });
  await seedCapacity(db, rapid, blue);
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * PRODUCT.md 20 in the demo: Rapid Freight has a dry van empty in Chicago this week and a
 * preferred lane from Illinois to Texas, so its Recommended tile shows the shipper's open loads;
 * Blue Line has a flatbed empty near Chicago, which the shipper sees near its open loads.
 */
async function seedCapacity(db: Db, rapid: Caller, blue: Caller): Promise<void> {
  await createPost(
    db,
    rapid,
    truckPostRequest.parse({
      equipment_type: 'dry_van',
      empty_at: { city: 'Chicago', state: 'IL', zipcode: '60607' },
      available_from: inDays(0),
      available_to: inDays(12),
      destinations: ['anywhere'],
      min_rate_per_mile_cents: null,
      notes: 'Two drivers, can team on long runs.',
    }),
  );
  await createPost(
    db,
    rapid,
    truckPostRequest.parse({
      equipment_type: 'reefer',
      empty_at: { city: 'Gary', state: 'IN', zipcode: '46402' },
      available_from: inDays(1),
      available_to: inDays(6),
      destinations: ['GA', 'TX', '303'],
      min_rate_per_mile_cents: 200,
      notes: null,
    }),
  );
  await createPreference(
    db,
    rapid,
    lanePreferenceRequest.parse({
      origin: { states: ['IL', 'IN'] },
      destination: { states: ['TX', 'OK'] },
      equipment_type: 'dry_van',
    }),
  );
  await createPost(
    db,
    blue,
    truckPostRequest.parse({
      equipment_type: 'flatbed',
      empty_at: { city: 'Joliet', state: 'IL', zipcode: '60432' },
      available_from: inDays(0),
      available_to: inDays(10),
      destinations: ['CO', 'UT', 'anywhere'],
      min_rate_per_mile_cents: null,
      notes: 'Tarps and straps on board.',
    }),
  );
}
