import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { acceptBid, rejectBid } from '../modules/bids/index.ts';
import { postChat, postLoadComment } from '../modules/chat/index.ts';
import { changeStatus } from '../modules/loads/index.ts';
import { acknowledgeRateConfirmation, createShareLink } from '../modules/paperwork/index.ts';
import { seedTrackedDemoLoad } from '../modules/tracking/index.ts';
import { isoDate, LANES, type StoryKit, type StoryLane } from './story-kit.ts';

/** The loads of today's open work the shipper stars as its favorites. */
export interface OpenWork {
  open: LoadDetail;
  steel: LoadDetail;
  rolling: LoadDetail;
}

/**
 * Today's open work: loads bidding now, new spot quotes, one reopened, awarded, scheduled and
 * on the road (one of them tracked through its ELD), one cancelled, one on the marketplace and
 * a draft.
 */
export async function seedOpenWork(kit: StoryKit): Promise<OpenWork> {
  const { ctx, names, publish, bid, track, attach, drive } = kit;
  const { shipper, rapid } = kit.cast;
  const dallas = LANES.dallas as StoryLane;
  const atlanta = LANES.atlanta as StoryLane;
  const denver = LANES.denver as StoryLane;
  const southeast = LANES.southeast as StoryLane;
  const columbus = LANES.columbus as StoryLane;
  const backhaul = LANES.backhaul as StoryLane;
  // Bidding now, closing in a few hours: three bids in, one in chat with the shipper.
  const open = await publish(dallas, { name: 'Boxed motors', leave: 3, deadlineHours: 6 });
  const openRapid = await bid('rapid', open, 238_000, 'Team drivers available, can load early.');
  await bid('prairie', open, 244_500);
  await postChat(ctx, shipper, openRapid.id, 'Can you be at the dock by 7 AM?');
  await postChat(ctx, rapid, openRapid.id, 'Yes, 7 AM works. Driver will call ahead.');
  // A flatbed load Blue Line bid on; Rapid has not (a spot quote for it would be dry van).
  const steel = await publish(denver, { name: 'Steel coils', leave: 5, deadlineHours: 30 });
  await bid('blue', steel, 318_000, 'Tarps and chains on board.');
  await bid('prairie', steel, 309_500);
  // New this morning, nobody has bid yet: Rapid's spot quotes.
  await publish(atlanta, { name: 'Frozen produce', leave: 2 });
  await publish(dallas, { name: 'Hand tools', leave: 9 });
  // Needs attention: ships tomorrow, its only bid waiting for the shipper.
  const tomorrow = await publish(southeast, { name: 'Frozen peaches', leave: 1 });
  await bid('prairie', tomorrow, 231_000);
  // Reopened: the carrier that won it was switched back to rejected.
  const reopened = await publish(dallas, { name: 'Packaging supplies', leave: 7 });
  const first = await bid('prairie', reopened, 241_000);
  await acceptBid(ctx, shipper, first.id);
  await rejectBid(ctx, shipper, first.id);
  await bid('rapid', reopened, 246_000);

  // Awarded to Rapid, waiting for its acknowledgement; scheduled; and on the road.
  const assigned = await publish(atlanta, { name: 'Dairy', leave: 4 });
  await acceptBid(ctx, shipper, (await bid('rapid', assigned, 271_000)).id);
  await postLoadComment(ctx, shipper, assigned.id, 'Please send the reefer pre-cool reading.');
  const scheduled = await publish(dallas, {
    name: 'Steel fasteners',
    leave: 3,
    extra: {
      appointment_pickup: `${isoDate(3)}T08:00`,
      appointment_delivery: `${isoDate(5)}T14:00`,
    },
  });
  await acceptBid(ctx, shipper, (await bid('rapid', scheduled, 243_000)).id);
  await acknowledgeRateConfirmation(ctx, rapid, scheduled.id, names.rapid);
  const rolling = await publish(dallas, { name: 'Boxed motors (line 2)', leave: 1 });
  await acceptBid(ctx, shipper, (await bid('rapid', rolling, 239_500)).id);
  await acknowledgeRateConfirmation(ctx, rapid, rolling.id, names.rapid);
  await drive('rapid', rolling, dallas, false);
  await attach(rapid, rolling, 'bol');
  await createShareLink(ctx, shipper, rolling.id);
  // PRODUCT.md 18: a load that left Chicago this morning, its truck reporting through its ELD
  // (the demo's simulator drives it on) and its driver holding a driver link.
  const tracked = await publish(dallas, { name: 'Boxed motors (line 3)', leave: 0 });
  await acceptBid(ctx, shipper, (await bid('rapid', tracked, 241_000)).id);
  await acknowledgeRateConfirmation(ctx, rapid, tracked.id, names.rapid);
  await track('rapid', tracked, { milestone: 'dispatched' });
  await seedTrackedDemoLoad(ctx, rapid, tracked.id);
  await createShareLink(ctx, shipper, tracked.id);
  const flatbedRolling = await publish(denver, { name: 'Steel beams', leave: 2 });
  await acceptBid(ctx, shipper, (await bid('blue', flatbedRolling, 305_000)).id);
  await drive('blue', flatbedRolling, denver, false);
  // Cancelled this week after Rapid had bid.
  const cancelled = await publish(atlanta, { name: 'Chilled beverages', leave: 8 });
  await bid('rapid', cancelled, 280_000);
  await changeStatus(ctx, shipper, cancelled.id, 'cancelled');
  // Offered to the whole marketplace: carriers outside the shipper's network see it too, so a
  // carrier that signs up on the demo has a load to bid on at once.
  await publish(denver, {
    name: 'Lumber bundles',
    leave: 6,
    deadlineHours: 48,
    audience: { type: 'marketplace' },
  });
  // PRODUCT.md 20, reloads: loads picking up where Rapid's held loads deliver (Dallas and
  // Atlanta), on and after their delivery days, so a held load's page offers the next one.
  await publish(backhaul, { name: 'Returned displays', leave: 3 });
  await publish(backhaul, { name: 'Empty pallets', leave: 5 });
  await publish(southeast, { name: 'Poultry', leave: 4 });
  // A draft the shipper has not published yet: its own, no carrier sees it (PRODUCT.md 4).
  await publish(columbus, { name: 'Auto parts (draft)', leave: 16, extra: { draft: true } });
  // The shipper filed its bill of lading as Other by mistake: as its uploader, and unreviewed,
  // it can still correct the type (the carrier's BOLs on the road are the carrier's to correct).
  await attach(shipper, scheduled, 'other');
  return { open, steel, rolling };
}
