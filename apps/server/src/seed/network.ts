import { defaultWeek, weekToSchedule } from '@spotlane/shared/domain/hours';
import { companyInput } from '@spotlane/shared/schemas/companies';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { createContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { addCarrier } from '../modules/carriers/index.ts';
import { createCompany } from '../modules/companies/index.ts';
import type { Caller } from '../platform/auth.ts';
import { seedStory } from './story.ts';

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
}
