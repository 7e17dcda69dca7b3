import { createApiTokenRequest } from '@spotlane/shared/schemas/api-tokens';
import { contactRequest } from '@spotlane/shared/schemas/contacts';
import { sql } from 'drizzle-orm';
import { createToken } from '../modules/api-tokens/index.ts';
import { createContact } from '../modules/contacts/index.ts';
import { setStar } from '../modules/loads/index.ts';
import { agentReply, postMyMessage } from '../modules/support/index.ts';
import type { StoryKit } from './story-kit.ts';
import type { OpenWork } from './story-open-work.ts';

/**
 * The shipper's desk: its favorite loads, its contacts, a support conversation on each side
 * (answered by the agent) and an API token on each side.
 */
export async function seedDesk(kit: StoryKit, { open, steel, rolling }: OpenWork): Promise<void> {
  const { ctx, db } = kit;
  const { shipper, rapid, agent } = kit.cast;
  // Favorites, contacts, a support conversation on each side, an API token.
  for (const load of [open, steel, rolling]) await setStar(db, shipper, load.id, true);
  for (const contact of [
    ['Linda', 'Park', 'Dock supervisor', 'Lone Star Retail', '+1 214 555 0133'],
    ['Omar', 'Haddad', 'Receiving manager', 'Peach State Foods', '+1 404 555 0177'],
    ['Grace', 'Kim', 'Logistics coordinator', 'Rocky Mountain Supply', '+1 303 555 0119'],
    ['Tom', 'Becker', 'Shipping lead', 'Acme Plant', '+1 312 555 0150'],
    ['Nina', 'Rossi', 'Accounts payable', 'Buckeye Distribution', '+1 614 555 0102'],
  ] as const) {
    await createContact(
      db,
      shipper,
      contactRequest.parse({
        first_name: contact[0],
        last_name: contact[1],
        role: contact[2],
        company: contact[3],
        phone: contact[4],
        email: `${contact[0].toLowerCase()}.${contact[1].toLowerCase()}@example.com`,
      }),
    );
  }
  await postMyMessage(ctx, shipper, 'How do I add a second pickup to a shipment?');
  await postMyMessage(ctx, rapid, 'Where do I upload the proof of delivery?');
  const conversations = await db.execute(
    sql`select c.id, c.user_id from support_conversations c order by c.id`,
  );
  for (const row of (conversations as unknown as { rows: { id: number; user_id: number }[] })
    .rows) {
    await agentReply(
      ctx,
      agent,
      row.id,
      row.user_id === shipper.user.id
        ? 'Open the shipment form and choose "Add a second pickup" under Origin.'
        : 'On the load page, open Documents and choose Upload, then POD.',
    );
  }
  await createToken(
    db,
    shipper,
    createApiTokenRequest.parse({ name: 'ERP sync', expires_at: null }),
  );
  await createToken(
    db,
    rapid,
    createApiTokenRequest.parse({ name: 'Dispatch board', expires_at: null }),
  );
}
