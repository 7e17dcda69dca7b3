import { bidRequest } from '@spotlane/shared/schemas/bids';
import { type LoadDetail, loadRequest } from '@spotlane/shared/schemas/loads';
import type { TrackingRequest } from '@spotlane/shared/schemas/paperwork';
import { trackingRequest } from '@spotlane/shared/schemas/paperwork';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { uploads } from '../db/schema.ts';
import { placeBid } from '../modules/bids/index.ts';
import { changeStatus, createLoad } from '../modules/loads/index.ts';
import { addTracking, attachDocument } from '../modules/paperwork/index.ts';
import { completeUpload, createUpload } from '../modules/uploads/index.ts';
import type { Caller } from '../platform/auth.ts';

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
export type Who = 'rapid' | 'blue' | 'prairie';

/** A lane of the story: where from and to, what it carries, its usual rate (cents). */
export interface StoryLane {
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

export const LANES: Record<string, StoryLane> = {
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
  backhaul: {
    midway: { city: 'Springfield', state: 'MO' },
    from: 'dallas',
    to: 'chicago',
    days: 2,
    equipment: 'dry_van',
    weight: 28_000,
    rate: 205_000,
    goods: ['Returned displays', 'Empty pallets'],
    bidders: ['rapid', 'prairie'],
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
 * What every scene of the story tells it with, made through the services the API calls
 * (decision 062): the shipper publishes a load on a lane, a carrier bids, tracks, files a
 * document, reports a status, drives a load from award to delivery.
 */
export function storyKit(ctx: AppContext, cast: Cast, docks: Docks) {
  const { shipper, rapid, blue, prairie } = cast;
  const carriers: Record<Who, Caller> = { rapid, blue, prairie };
  const names: Record<Who, string> = {
    rapid: 'Carl Carrier',
    blue: 'Bella Blue',
    prairie: 'Pete Prairie',
  };
  const db = ctx.db;

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

  async function winnerOf(load: LoadDetail): Promise<Caller | null> {
    const [row] = (
      (await db.execute(
        sql`select assigned_account_id as id from loads where id = ${load.id}`,
      )) as unknown as { rows: { id: number | null }[] }
    ).rows;
    return Object.values(carriers).find((who) => who.account.id === row?.id) ?? null;
  }

  return {
    ctx,
    db,
    cast,
    docks,
    carriers,
    names,
    publish,
    bid,
    track,
    attach,
    reach,
    drive,
    winnerOf,
  };
}

/** The verbs of the story, with the cast and the docks they act on. */
export type StoryKit = ReturnType<typeof storyKit>;
