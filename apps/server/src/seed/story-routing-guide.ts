import { carrierListRequest } from '@spotlane/shared/schemas/carriers';
import { laneRequest, regionRequest } from '@spotlane/shared/schemas/lanes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { shipperCarriers, tenders } from '../db/schema.ts';
import { saveCarrierList } from '../modules/carriers/index.ts';
import { createLane, createRegion } from '../modules/lanes/index.ts';
import { acceptTender, declineTender, offerNextTender } from '../modules/tenders/index.ts';
import type { Caller } from '../platform/auth.ts';
import { isoDate, LANES, type StoryKit, type StoryLane } from './story-kit.ts';

/**
 * A lane with a routing guide and a contract: Chicago to Columbus, dry van, its carrier list
 * and region, one tender the first carrier declined and the second took, one waiting on Rapid.
 */
export async function seedRoutingGuide(kit: StoryKit): Promise<void> {
  const { ctx, db, publish } = kit;
  const { shipper, rapid, prairie } = kit.cast;
  const network = await db
    .select({ id: shipperCarriers.id, carrier: shipperCarriers.carrierAccountId })
    .from(shipperCarriers)
    .where(eq(shipperCarriers.shipperAccountId, shipper.account.id));
  const networkId = (who: Caller) =>
    network.find((row) => row.carrier === who.account.id)?.id as number;
  const midwest = await createRegion(
    db,
    shipper,
    regionRequest.parse({ name: 'Midwest', kind: 'states', members: ['IL', 'IN', 'WI', 'OH'] }),
  );
  const list = await saveCarrierList(
    db,
    shipper,
    carrierListRequest.parse({
      name: 'Reefer partners',
      carrier_ids: [networkId(rapid), networkId(prairie)],
    }),
  );
  const guide = await createLane(
    db,
    shipper,
    laneRequest.parse({
      name: 'Chicago to Columbus, dry van',
      origin: { city: 'Chicago', state: 'IL', zipcode: '60608' },
      destination: { city: 'Columbus', state: 'OH', zipcode: '43215' },
      equipment_type: 'dry_van',
      carrier_ids: [networkId(rapid), networkId(prairie)],
      acceptance_window_minutes: 240,
      fallback_audience: { type: 'all' },
      target_rate: 120_000,
      contract: { rate: 115_000, valid_from: isoDate(-120), valid_to: isoDate(240) },
    }),
  );
  await createLane(
    db,
    shipper,
    laneRequest.parse({
      name: 'Midwest to Dallas, dry van',
      origin: { region_id: midwest.id },
      destination: { city: 'Dallas', state: 'TX', zipcode: '75201' },
      equipment_type: 'dry_van',
      carrier_ids: [networkId(rapid)],
      fallback_audience: { type: 'list', carrier_list_id: list.id },
      target_rate: 240_000,
    }),
  );
  const columbus = LANES.columbus as StoryLane;
  // One tender the first carrier declined and the second took; one waiting on Rapid now.
  const tendered = await publish(columbus, {
    name: 'Auto parts (contract)',
    leave: 6,
    audience: { type: 'lane', lane_id: guide.id },
  });
  // Each offer is made as the waterfall's job makes it (that job, when it runs, finds it made).
  await offerNextTender(ctx, tendered.id, 0);
  await declineTender(ctx, rapid, await openTenderOf(ctx, tendered.id));
  await offerNextTender(ctx, tendered.id, 1);
  await acceptTender(ctx, prairie, await openTenderOf(ctx, tendered.id));
  const offered = await publish(columbus, {
    name: 'Paper rolls (contract)',
    leave: 4,
    audience: { type: 'lane', lane_id: guide.id },
  });
  await offerNextTender(ctx, offered.id, 0);
}

/** The id of the offer of a load that is open now. */
async function openTenderOf(ctx: AppContext, loadId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.loadId, loadId), eq(tenders.status, 'offered')));
  if (!row) throw new Error(`load ${loadId} has no open offer`);
  return row.id;
}
