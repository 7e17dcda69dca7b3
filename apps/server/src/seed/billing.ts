import { wallClockInstant } from '@spotlane/shared/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import {
  approveAccessorial,
  holdInvoice,
  issueInvoice,
  markPaid,
  putPaymentDetails,
  recordDetention,
  scheduleInvoice,
  takeQuickPay,
} from '../modules/billing/index.ts';
import type { Caller } from '../platform/auth.ts';

const DAY_MS = 86_400_000;

/** A calendar date `days` from today (UTC), as the API takes it. */
const dateFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface DeliveredLoad {
  id: number;
  stop_id: number | null;
  time_zone: string | null;
  delivery_date: string | null;
}

/** A demo date's wall clock at the delivery location: 'yyyy-mm-ddTHH:MM'. */
const wall = (date: string, time: string) => `${date}T${time}`;

/**
 * PRODUCT.md 19 in the demo, through the billing services: the demo carrier's bank account,
 * and invoices of the demo shipper's deliveries to it in every state a newcomer should find:
 * one open with a detention line (the worked example: 1 h 40 min at $75/h), one quick-paid, one
 * scheduled for today's payment run, two paid (so days to pay shows).
 */
export async function seedBilling(
  ctx: AppContext,
  cast: { shipper: Caller; rapid: Caller },
): Promise<void> {
  const { shipper, rapid } = cast;
  await putPaymentDetails(ctx, rapid, {
    routing_number: '021000021',
    account_number: '4400123456',
    account_name: 'Rapid Freight LLC',
  });
  const delivered = (
    (await ctx.db.execute(sql`
      select l.id, s.id as stop_id, dl.timezone as time_zone, s.date::text as delivery_date
      from loads l
      left join lateral (
        select id, location_id, date from load_stops
        where load_id = l.id and type = 'delivery' order by position desc limit 1
      ) s on true
      left join delivery_locations dl on dl.id = s.location_id
      where l.account_id = ${shipper.account.id} and l.assigned_account_id = ${rapid.account.id}
        and l.status = 'delivered'
        and not exists (select 1 from invoices i where i.load_id = l.id)
      order by l.expected_delivery_date desc, l.id desc
      limit 6`)) as unknown as { rows: DeliveredLoad[] }
  ).rows;

  const issued: number[] = [];
  for (const [index, load] of delivered.entries()) {
    // The newest delivery waited at the dock: detention computes itself and the shipper approves.
    if (index === 0 && load.stop_id && load.time_zone && load.delivery_date) {
      const appointment = wall(load.delivery_date, '08:00');
      const zone = load.time_zone;
      const at = (time: string) =>
        new Date(wallClockInstant(wall(load.delivery_date as string, time), zone) ?? Date.now());
      const line = await ctx.db.transaction((tx) =>
        recordDetention(ctx, tx, {
          id: load.stop_id as number,
          loadId: load.id,
          appointment,
          timeZone: load.time_zone as string,
          arrivedAt: at('07:55'),
          departedAt: at('11:40'),
          arrivalSource: 'dock',
          departureSource: 'driver',
        }),
      );
      if (line) await approveAccessorial(ctx, shipper, line.id);
    }
    // Issued when the POD was approved, a few days apart (the newest first).
    const at = new Date(Date.now() - (2 + index * 9) * DAY_MS);
    const id = await ctx.db.transaction((tx) =>
      issueInvoice(ctx, tx, load.id, shipper.user.id, at),
    );
    if (id) issued.push(id);
  }

  // The first stays open; then quick pay, today's run, two paid, and one the shipper holds
  // (released by scheduling it again).
  const [, quick, today, paid, paidEarlier, held] = issued;
  if (quick) await takeQuickPay(ctx, rapid, quick);
  if (held) await holdInvoice(ctx, shipper, held, 'POD is missing the consignee signature');
  if (today) await scheduleInvoice(ctx, shipper, today, dateFromToday(0));
  for (const [id, daysAgo, reference] of [
    [paid, 3, 'ACH-20418'],
    [paidEarlier, 12, 'ACH-20377'],
  ] as const) {
    if (!id) continue;
    await scheduleInvoice(ctx, shipper, id, dateFromToday(-daysAgo));
    await markPaid(ctx, shipper, id, {
      reference,
      paid_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    });
  }
}
