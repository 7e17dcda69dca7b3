import { allPermissions } from '@spotlane/shared/domain/permissions';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { hashPassword } from '../platform/secrets.ts';

export const DEMO_PASSWORD = 'Spotlane-demo-2026';

export const demoLogins = [
  { email: 'shipper@demo.spotlane.test', role: 'shipper owner (every permission)' },
  { email: 'dispatcher@demo.spotlane.test', role: 'shipper user without company_update' },
  { email: 'carrier@demo.spotlane.test', role: 'carrier (Rapid Freight LLC)' },
  { email: 'carrier2@demo.spotlane.test', role: 'carrier (Blue Line Logistics)' },
  { email: 'carrier3@demo.spotlane.test', role: 'carrier (Prairie Express)' },
  { email: 'support@demo.spotlane.test', role: 'Spotlane support agent (/support)' },
] as const;

/** Creates the demo accounts when the database has no account at all; answers whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [shipper] = await tx
      .insert(accounts)
      .values({ type: 'shipper', companyName: 'Acme Manufacturing', phone: '+1 312 555 0100' })
      .returning();
    const [rapid] = await tx
      .insert(accounts)
      .values({
        type: 'carrier',
        companyName: 'Rapid Freight LLC',
        phone: '+1 773 555 0110',
        mcNumber: '812604',
        dotNumber: '2345678',
        cargoInsuranceLimit: '250k',
        equipmentTypes: ['dry_van', 'reefer'],
      })
      .returning();
    const [blue] = await tx
      .insert(accounts)
      .values({
        type: 'carrier',
        companyName: 'Blue Line Logistics',
        phone: '+1 414 555 0120',
        dotNumber: '3456789',
        cargoInsuranceLimit: '100k',
        equipmentTypes: ['flatbed'],
      })
      .returning();
    const [prairie] = await tx
      .insert(accounts)
      .values({
        type: 'carrier',
        companyName: 'Prairie Express',
        phone: '+1 515 555 0130',
        mcNumber: '654321',
        dotNumber: '4567890',
        cargoInsuranceLimit: '250k',
        equipmentTypes: ['dry_van', 'reefer', 'flatbed'],
      })
      .returning();
    // Support agents belong to an account like everyone else (the platform flag makes them agents).
    const [platform] = await tx
      .insert(accounts)
      .values({ type: 'shipper', companyName: 'Spotlane Support' })
      .returning();
    if (!shipper || !rapid || !blue || !prairie || !platform)
      throw new Error('seed insert returned nothing');
    await tx.insert(users).values([
      {
        accountId: shipper.id,
        email: 'shipper@demo.spotlane.test',
        firstName: 'Sarah',
        lastName: 'Shipper',
        passwordHash,
        isOwner: true,
        permissions: allPermissions(true),
      },
      {
        accountId: shipper.id,
        email: 'dispatcher@demo.spotlane.test',
        firstName: 'Dan',
        lastName: 'Dispatcher',
        passwordHash,
        permissions: {
          ...allPermissions(true),
          company_update: false,
          permission_update: false,
          user_manage: false,
        },
      },
      {
        accountId: rapid.id,
        email: 'carrier@demo.spotlane.test',
        firstName: 'Carl',
        lastName: 'Carrier',
        passwordHash,
        isOwner: true,
        permissions: allPermissions(true),
      },
      {
        accountId: blue.id,
        email: 'carrier2@demo.spotlane.test',
        firstName: 'Bella',
        lastName: 'Blue',
        passwordHash,
        isOwner: true,
        permissions: allPermissions(true),
      },
      {
        accountId: prairie.id,
        email: 'carrier3@demo.spotlane.test',
        firstName: 'Pete',
        lastName: 'Prairie',
        passwordHash,
        isOwner: true,
        permissions: allPermissions(true),
      },
      {
        accountId: platform.id,
        email: 'support@demo.spotlane.test',
        firstName: 'Sam',
        lastName: 'Support',
        passwordHash,
        isOwner: true,
        permissions: allPermissions(true),
        supportAgent: true,
      },
    ]);
  });
  return true;
}
