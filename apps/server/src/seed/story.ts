import { createApiTokenRequest } from '@spotlane/shared/schemas/api-tokens';
import { bidRequest, bidUpdateRequest, counterRequest } from '@spotlane/shared/schemas/bids';
import { carrierListRequest } from '@spotlane/shared/schemas/carriers';
import { contactRequest } from '@spotlane/shared/schemas/contacts';
import { driverRequest, equipmentRequest } from '@spotlane/shared/schemas/fleet';
import { laneRequest, regionRequest } from '@spotlane/shared/schemas/lanes';
import { type LoadDetail, loadRequest } from '@spotlane/shared/schemas/loads';
import type { TrackingRequest } from '@spotlane/shared/schemas/paperwork';
import { trackingRequest } from '@spotlane/shared/schemas/paperwork';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { jobs, shipperCarriers, tenders, uploads } from '../db/schema.ts';
import { refreshLoadFacts } from '../modules/analytics/index.ts';
import { createToken } from '../modules/api-tokens/index.ts';
import {
  acceptBid,
  acceptCounter,
  closeOtherBids,
  placeBid,
  proposeCounter,
  rejectBid,
} from '../modules/bids/index.ts';
import { saveCarrierList } from '../modules/carriers/index.ts';
import { postChat, postLoadComment } from '../modules/chat/index.ts';
import { createContact } from '../modules/contacts/index.ts';
import { coverWithFleet, createDriver, createEquipment } from '../modules/fleet/index.ts';
import { createLane, createRegion } from '../modules/lanes/index.ts';
import { changeStatus, createLoad, rateConfirmationJob, setStar } from '../modules/loads/index.ts';
import {
  acknowledgeRateConfirmation,
  addTracking,
  attachDocument,
  createShareLink,
  reviewDocument,
} from '../modules/paperwork/index.ts';
import { chooseQuote, confirmQuote } from '../modules/quotes/index.ts';
import { agentReply, postMyMessage } from '../modules/support/index.ts';
import { acceptTender, declineTender, offerNextTender } from '../modules/tenders/index.ts';
import { seedTrackedDemoLoad } from '../modules/tracking/index.ts';
import { completeUpload, createUpload } from '../modules/uploads/index.ts';
import type { Caller } from '../platform/auth.ts';
import { seedBilling } from './billing.ts';
import { seedDockAppointments } from './dock-appointments.ts';
import { seedReputation } from './reputation.ts';

/** The demo's people: the shipper owner, its three carriers and the support agent. */
export interface Cast {
  shipper: Caller;
  rapid: Caller;
  blue: Caller;
  prairie: Caller;
  agent: Caller;
}

/** The shipper's docks the story ships between (location ids). */
export interface Docks {
  chicago: number;
  dallas: number;
  atlanta: number;
  denver: number;
  columbus: number;
}

type Equipment = 'dry_van' | 'reefer' | 'flatbed';
type Who = 'rapid' | 'blue' | 'prairie';

/** A lane of the story: where from and to, what it carries, its usual rate (cents). */
interface StoryLane {
  from: keyof Docks;
  to: keyof Docks;
  days: number;
  equipment: Equipment;
  weight: number;
  rate: number;
  goods: string[];
  bidders: Who[];
  /** Where the driver calls in from on the way. */
  midway: { city: string; state: string };
}

const LANES: Record<string, StoryLane> = {
  dallas: {
    midway: { city: 'Springfield', state: 'MO' },
    from: 'chicago',
    to: 'dallas',
    days: 2,
    equipment: 'dry_van',
    weight: 38_000,
    rate: 245_000,
    goods: ['Steel fasteners', 'Packaging supplies', 'Boxed motors', 'Hand tools'],
    bidders: ['rapid', 'prairie'],
  },
  atlanta: {
    midway: { city: 'Nashville', state: 'TN' },
    from: 'chicago',
    to: 'atlanta',
    days: 2,
    equipment: 'reefer',
    weight: 36_000,
    rate: 275_000,
    goods: ['Frozen produce', 'Dairy', 'Chilled beverages'],
    bidders: ['rapid', 'prairie'],
  },
  denver: {
    midway: { city: 'Omaha', state: 'NE' },
    from: 'chicago',
    to: 'denver',
    days: 3,
    equipment: 'flatbed',
    weight: 44_000,
    rate: 310_000,
    goods: ['Steel coils', 'Steel beams', 'Lumber bundles'],
    bidders: ['blue', 'prairie'],
  },
  southeast: {
    midway: { city: 'Birmingham', state: 'AL' },
    from: 'atlanta',
    to: 'dallas',
    days: 2,
    equipment: 'reefer',
    weight: 34_000,
    rate: 228_000,
    goods: ['Frozen peaches', 'Poultry'],
    bidders: ['rapid', 'prairie'],
  },
  columbus: {
    midway: { city: 'Indianapolis', state: 'IN' },
    from: 'chicago',
    to: 'columbus',
    days: 1,
    equipment: 'dry_van',
    weight: 30_000,
    rate: 118_000,
    goods: ['Auto parts', 'Paper rolls'],
    bidders: ['rapid', 'prairie'],
  },
};

const DAY_MS = 86_400_000;

/** A calendar date `days` from today (UTC), as the API takes it. */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A one-page PDF saying `title` (a bill of lading, a proof of delivery), built by hand. */
export function tinyPdf(title: string, lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    'BT /F1 20 Tf 72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td',
    ...lines.map((line, index) => `${index ? '0 -16 Td ' : ''}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/**
 * The demo shipper's and carriers' few months of history and today's open work, all made
 * through the services the API calls (decision 062). Loads of the past are made as if today,
 * then moved back in time as a whole (`ageLoads`): the services refuse a ship date in the past,
 * as they should for anyone else.
 */
export async function seedStory(ctx: AppContext, cast: Cast, docks: Docks): Promise<void> {
  const { shipper, rapid, blue, prairie, agent } = cast;
  const carriers: Record<Who, Caller> = { rapid, blue, prairie };
  const names: Record<Who, string> = {
    rapid: 'Carl Carrier',
    blue: 'Bella Blue',
    prairie: 'Pete Prairie',
  };
  const db = ctx.db;
  const ages: Ages = new Map();

  const publish = async (
    lane: StoryLane,
    options: {
      name: string;
      leave: number;
      audience?: { type: 'lane'; lane_id: number } | { type: 'all' } | { type: 'marketplace' };
      deadlineHours?: number;
      extra?: Record<string, unknown>;
    },
  ): Promise<LoadDetail> =>
    createLoad(
      ctx,
      shipper,
      loadRequest.parse({
        name: options.name,
        origin_location_id: docks[lane.from],
        destination_location_id: docks[lane.to],
        date_to_leave: isoDate(options.leave),
        expected_delivery_date: isoDate(options.leave + lane.days),
        equipment_type: lane.equipment,
        weight_lbs: lane.weight,
        target_rate: lane.rate,
        load_value: lane.weight * 150,
        specs: { Pallets: String(18 + (lane.weight % 7)) },
        description: 'Dock hours apply. Call the dock an hour before arrival.',
        audience: options.audience ?? { type: 'all' },
        bid_deadline: options.deadlineHours
          ? new Date(Date.now() + options.deadlineHours * 3_600_000).toISOString()
          : null,
        award_rule: 'manual',
        ...options.extra,
      }),
    );

  const bid = async (who: Who, load: LoadDetail, amount: number, notes: string | null = null) =>
    placeBid(
      ctx,
      carriers[who],
      bidRequest.parse({
        load_id: load.id,
        amount,
        pickup_date: load.date_to_leave,
        delivery_date: load.expected_delivery_date,
        notes,
      }),
    );

  const track = (who: Who, load: LoadDetail, input: TrackingRequest) =>
    addTracking(ctx, carriers[who], load.id, trackingRequest.parse(input));

  const attach = async (who: Caller, load: LoadDetail, kind: 'bol' | 'pod' | 'other') => {
    const bytes = tinyPdf(`${kind === 'pod' ? 'Proof of delivery' : 'Bill of lading'}`, [
      `Shipment ${load.identifier ?? load.id}: ${load.name ?? ''}`,
      `From ${load.origin_location?.address.city} to ${load.destination_location?.address.city}`,
      'Received in good order, 0 exceptions.',
    ]);
    const ticket = await createUpload(ctx, who, {
      purpose: 'document',
      content_type: 'application/pdf',
      size: bytes.length,
    });
    const [row] = await db
      .select({ key: uploads.objectKey })
      .from(uploads)
      .where(eq(uploads.id, ticket.id));
    await ctx.storage.write(row?.key as string, bytes, 'application/pdf');
    await completeUpload(ctx, who, ticket.id);
    return attachDocument(ctx, who, load.id, {
      upload_id: ticket.id,
      kind,
      file_name: `${kind.toUpperCase()}-${load.identifier}.pdf`,
    });
  };

  /**
   * The carrier reports the load `to` a status unless a milestone already moved it there
   * (departing the pickup puts a load in transit).
   */
  const reach = async (who: Who, load: LoadDetail, to: 'in_transit' | 'delivered') => {
    const [row] = (
      (await db.execute(sql`select status from loads where id = ${load.id}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    if (row?.status !== to) await changeStatus(ctx, carriers[who], load.id, to);
  };

  /** The road from award to delivery, told by the carrier as it would be. */
  const drive = async (who: Who, load: LoadDetail, lane: StoryLane, deliver: boolean) => {
    await track(who, load, { milestone: 'dispatched' });
    await track(who, load, { milestone: 'arrived_pickup' });
    await track(who, load, { milestone: 'departed_pickup' });
    await reach(who, load, 'in_transit');
    await track(who, load, {
      check_call: {
        note: 'Rolling, no delays.',
        eta: `${load.expected_delivery_date}T15:00:00.000Z`,
        ...lane.midway,
      },
    });
    if (!deliver) return;
    await track(who, load, { milestone: 'arrived_delivery' });
    await reach(who, load, 'delivered');
  };

  // --- The months behind: weekly loads on five lanes, awarded, driven and delivered. ---
  const past: Array<[string, number, Who, number]> = [
    // lane, days ago (ship date), winner, days late (0 on time)
    ['dallas', 118, 'rapid', 0],
    ['denver', 109, 'blue', 0],
    ['atlanta', 101, 'rapid', 1],
    ['dallas', 94, 'prairie', 0],
    ['columbus', 88, 'rapid', 0],
    ['denver', 80, 'blue', 0],
    ['southeast', 73, 'prairie', 0],
    ['dallas', 66, 'rapid', 0],
    ['atlanta', 59, 'prairie', 0],
    ['denver', 52, 'blue', 2],
    ['columbus', 45, 'rapid', 0],
    ['dallas', 38, 'rapid', 0],
    ['southeast', 31, 'prairie', 0],
    ['denver', 24, 'blue', 0],
    ['dallas', 17, 'prairie', 1],
    ['atlanta', 12, 'rapid', 0],
    ['denver', 8, 'blue', 0],
    ['dallas', 5, 'rapid', 0],
  ];
  const delivered: LoadDetail[] = [];
  for (const [index, [laneKey, ago, winner, late]] of past.entries()) {
    const lane = LANES[laneKey] as StoryLane;
    const load = await publish(lane, {
      name: lane.goods[index % lane.goods.length] as string,
      leave: 1,
    });
    // Bids around the lane's rate, a little different each week.
    const swing = ((index * 37) % 11) - 5;
    const amounts = new Map<Who, number>();
    for (const [rank, who] of lane.bidders.entries()) {
      const amount =
        Math.round((lane.rate * (100 + swing + rank * 4 - (who === winner ? 6 : 0))) / 100 / 500) *
        500;
      amounts.set(who, amount);
    }
    if (!lane.bidders.includes(winner)) amounts.set(winner, lane.rate - 5_000);
    const placed = new Map<Who, number>();
    for (const [who, amount] of amounts) placed.set(who, (await bid(who, load, amount)).id);
    const winning = placed.get(winner) as number;
    if (index % 4 === 1) {
      // Every fourth award is haggled: the shipper counters, the carrier accepts.
      const offered = await proposeCounter(
        ctx,
        shipper,
        winning,
        counterRequest.parse({
          amount: (amounts.get(winner) as number) - 5_000,
          pickup_date: load.date_to_leave,
          delivery_date: load.expected_delivery_date,
          note: 'Can you do it for a little less? Repeat lane.',
        }),
      );
      await acceptCounter(ctx, carriers[winner], offered.id);
    } else {
      await acceptBid(ctx, shipper, winning);
    }
    // The other bids are closed as the job after an award closes them (PRODUCT.md 9).
    await closeOtherBids(ctx, load.id);
    await acknowledgeRateConfirmation(ctx, carriers[winner], load.id, names[winner]);
    // The latest loads tell their whole road; the older ones only pickup and delivery.
    if (index >= past.length - 5) await drive(winner, load, lane, true);
    else {
      // Milestones go in order (the tracking rule), so even a short story starts at dispatch.
      await track(winner, load, { milestone: 'dispatched' });
      await track(winner, load, { milestone: 'arrived_pickup' });
      await track(winner, load, { milestone: 'departed_pickup' });
      await reach(winner, load, 'in_transit');
      await reach(winner, load, 'delivered');
    }
    delivered.push(load);
    ages.set(load.id, { days: ago + 1, late, hours: 3 + ((index * 7) % 20) });
  }
  // Paperwork on the last deliveries: the carrier's BOL and POD, the shipper's review.
  for (const load of delivered.slice(-4)) {
    const carrier = await winnerOf(load);
    if (!carrier) continue;
    await attach(carrier, load, 'bol');
    const pod = await attach(carrier, load, 'pod');
    if (load !== delivered.at(-1))
      await reviewDocument(ctx, shipper, pod.id, { approved: true, reason: null });
  }

  // Two loads of the past that never went: cancelled before an award.
  for (const [laneKey, ago] of [
    ['dallas', 66],
    ['denver', 26],
  ] as const) {
    const lane = LANES[laneKey] as StoryLane;
    const load = await publish(lane, { name: `${lane.goods[0]} (rush)`, leave: 1 });
    await bid(lane.bidders[0] as Who, load, lane.rate + 20_000);
    await changeStatus(ctx, shipper, load.id, 'cancelled');
    ages.set(load.id, { days: ago + 1, late: 0, hours: 5 });
  }

  await ageLoads(ctx, ages);

  // --- A lane with a routing guide and a contract: Chicago to Columbus, dry van. ---
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

  // --- Today's open work. ---
  const dallas = LANES.dallas as StoryLane;
  const atlanta = LANES.atlanta as StoryLane;
  const denver = LANES.denver as StoryLane;
  const southeast = LANES.southeast as StoryLane;
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
  // A draft the shipper has not published yet: its own, no carrier sees it (PRODUCT.md 4).
  await publish(columbus, { name: 'Auto parts (draft)', leave: 16, extra: { draft: true } });
  // The shipper filed its bill of lading as Other by mistake: as its uploader, and unreviewed,
  // it can still correct the type (the carrier's BOLs on the road are the carrier's to correct).
  await attach(shipper, scheduled, 'other');

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

  // Quote requests: one with two quotes to compare, one chosen and waiting, one confirmed.
  const quote = async (name: string, lane: StoryLane, leave: number) =>
    publish(lane, { name, leave, extra: { is_quote: true } });
  const compare = await quote('Q1 pricing: boxed motors', dallas, 20);
  await bid('rapid', compare, 236_000, 'Weekly volume would bring this down.');
  await bid('prairie', compare, 241_000);
  // Chosen from Prairie Express, which confirms it on its next sign-in (the demo carrier
  // Rapid is not met by that prompt on its first).
  const chosen = await quote('Seasonal reefer run', atlanta, 14);
  await bid('rapid', chosen, 279_000);
  const chosenQuote = await bid('prairie', chosen, 268_000);
  await chooseQuote(ctx, shipper, chosen.id, chosenQuote.id);
  const confirmed = await quote('Spare parts run', columbus, 12);
  const confirmedQuote = await bid('rapid', confirmed, 117_500);
  await chooseQuote(ctx, shipper, confirmed.id, confirmedQuote.id);
  await confirmQuote(
    ctx,
    rapid,
    confirmedQuote.id,
    bidUpdateRequest.parse({
      amount: 117_500,
      pickup_date: confirmed.date_to_leave,
      delivery_date: confirmed.expected_delivery_date,
    }),
  );

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

  await seedBilling(ctx, cast);

  await seedDockAppointments(ctx, shipper, rapid, docks);

  // Demo data tells nobody (ctx.silent): its rate confirmations are not mailed to the demo
  // carriers (their PDFs render on demand on /confirmation-pdf).
  await db
    .delete(jobs)
    .where(and(eq(jobs.name, rateConfirmationJob.name), eq(jobs.status, 'pending')));

  await seedReputation(ctx, cast);

  async function winnerOf(load: LoadDetail): Promise<Caller | null> {
    const [row] = (
      (await db.execute(
        sql`select assigned_account_id as id from loads where id = ${load.id}`,
      )) as unknown as { rows: { id: number | null }[] }
    ).rows;
    return Object.values(carriers).find((who) => who.account.id === row?.id) ?? null;
  }
}

/** Per load made today: how many days back it goes, days late, hours from publishing to award. */
type Ages = Map<number, { days: number; late: number; hours: number }>;

/** The id of the offer of a load that is open now. */
async function openTenderOf(ctx: AppContext, loadId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.loadId, loadId), eq(tenders.status, 'offered')));
  if (!row) throw new Error(`load ${loadId} has no open offer`);
  return row.id;
}

/**
 * Moves loads made today back to their place in the story: every date and time of each load
 * and of the rows about it (bids, counters, history, tracking, documents, confirmations) by its
 * number of days; then the pickup and delivery on their ship and delivery dates (`late` days
 * after it when late), published `hours` before its award, and its facts computed again.
 * The columns are read from the catalogue, so a table added later moves with the rest.
 */
async function ageLoads(ctx: AppContext, ages: Ages): Promise<void> {
  if (ages.size === 0) return;
  const { db } = ctx;
  const values = sql.join(
    [...ages].map(
      ([id, age]) => sql`(${id}::int, ${age.days}::int, ${age.late}::int, ${age.hours}::int)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`create temp table demo_ages (load_id int primary key, days int, late int, hours int)`,
  );
  try {
    await db.execute(sql`insert into demo_ages values ${values}`);
    const columns = (
      (await db.execute(sql`
        select c.table_name as t, c.column_name as c, c.data_type as type,
          exists (select 1 from information_schema.columns k where k.table_schema = c.table_schema
            and k.table_name = c.table_name and k.column_name = 'load_id') as by_load
        from information_schema.columns c
        where c.table_schema = current_schema()
          and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
          and (c.table_name = 'loads'
            or exists (select 1 from information_schema.columns k where k.table_schema = c.table_schema
              and k.table_name = c.table_name and k.column_name in ('load_id', 'bid_id')))
        order by 1, 2`)) as unknown as {
        rows: { t: string; c: string; type: string; by_load: boolean }[];
      }
    ).rows;
    const tables = new Map<string, { columns: string[]; byLoad: boolean }>();
    for (const row of columns) {
      const entry = tables.get(row.t) ?? { columns: [], byLoad: row.by_load };
      entry.columns.push(row.c);
      tables.set(row.t, entry);
    }
    for (const [table, { columns: names, byLoad }] of tables) {
      const set = names
        .map((name) => `"${name}" = x."${name}" - make_interval(days => a.days)`)
        .join(', ');
      const q = (text: string) => sql.raw(text);
      if (table === 'loads') {
        await db.execute(sql`update loads x set ${q(set)},
          appointment_pickup = to_char(x.appointment_pickup::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI'),
          appointment_delivery = to_char(x.appointment_delivery::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI')
          from demo_ages a where a.load_id = x.id`);
      } else if (byLoad) {
        await db.execute(
          sql`update ${q(`"${table}"`)} x set ${q(set)} from demo_ages a where a.load_id = x.load_id`,
        );
      } else {
        await db.execute(sql`update ${q(`"${table}"`)} x set ${q(set)}
          from bids b join demo_ages a on a.load_id = b.load_id where b.id = x.bid_id`);
      }
    }
    // A stop's appointment is wall-clock text, like the load's: it moves with its dates.
    await db.execute(sql`update load_stops x set appointment =
        to_char(x.appointment::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI')
      from demo_ages a where a.load_id = x.load_id and x.appointment is not null`);
    // Picked up on the ship date, delivered on the expected date (or late), each in the
    // afternoon in Chicago; the road's milestones between them; published hours before.
    await db.execute(sql`update load_status_history h set created_at = case h.status
        when 'in_transit' then (l.date_to_leave + time '10:30') at time zone 'America/Chicago'
        when 'delivered' then (l.expected_delivery_date + a.late + time '14:15') at time zone 'America/Chicago'
        else h.created_at end
      from loads l join demo_ages a on a.load_id = l.id
      where h.load_id = l.id and h.status in ('in_transit', 'delivered')`);
    await db.execute(sql`update load_tracking_events e set created_at = case
        when e.milestone = 'dispatched' then (l.date_to_leave - 1 + time '16:00') at time zone 'America/Chicago'
        when e.milestone = 'arrived_pickup' then (l.date_to_leave + time '08:05') at time zone 'America/Chicago'
        when e.milestone = 'departed_pickup' then (l.date_to_leave + time '10:20') at time zone 'America/Chicago'
        when e.milestone = 'arrived_delivery' then (l.expected_delivery_date + a.late + time '13:40') at time zone 'America/Chicago'
        else (l.date_to_leave + time '18:00') at time zone 'America/Chicago' end,
        eta = case when e.type = 'check_call'
          then (l.expected_delivery_date + a.late + time '14:00') at time zone 'America/Chicago' end
      from loads l join demo_ages a on a.load_id = l.id where e.load_id = l.id`);
    await db.execute(sql`update loads l set created_at = l.created_at - make_interval(hours => a.hours)
      from demo_ages a where a.load_id = l.id`);
    for (const id of ages.keys()) await refreshLoadFacts(db, id);
  } finally {
    await db.execute(sql`drop table demo_ages`);
  }
}
