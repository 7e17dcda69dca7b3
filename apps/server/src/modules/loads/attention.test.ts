import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { register, rows } from '../../../test/market.ts';
import { foldAttentionCounts } from './attention.ts';

/**
 * Counts kept by triggers (decision 043): the moment each load starts to need attention, kept by triggers, at
 * the edges of PRODUCT.md 4's rule; and the fold that keeps the tile a row or two.
 */
const ctx = fileTestContext();
let shipper = 0;
let serial = 0;

const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
/** A shipment of the test shipper: `ship` and `delivery` are days from today. */
async function shipment(status: string, ship: number, delivery: number): Promise<number> {
  serial += 1;
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`insert into loads (account_id, identifier, name, status, date_to_leave, expected_delivery_date)
      values (${shipper}, ${`AT-${serial}`}, ${`Edge ${serial}`}, ${status},
        current_date + ${ship}::int, current_date + ${delivery}::int) returning id`,
  );
  return row?.id as number;
}
/** Whether the kept moment of `load` equals `expected` (SQL evaluated now). */
async function momentIs(load: number, expected: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await rows<{ same: boolean }>(
    ctx,
    sql`select attention_from is not distinct from (${expected}) as same from loads where id = ${load}`,
  );
  return row?.same === true;
}
const tile = async () =>
  (
    await rows<{ n: number }>(
      ctx,
      sql`select coalesce(sum(n), 0)::int as n from shipper_attention_counts
        where account_id = ${shipper} and since <= now()`,
    )
  )[0]?.n;

beforeAll(async () => {
  const owner = await register(ctx);
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`select account_id as id from users where email = ${owner.email}`,
  );
  shipper = row?.id as number;
});

describe('Needs Attention moments (counts kept by triggers)', () => {
  it('starts an open shipment two days before its ship date, at midnight', async () => {
    for (const ship of [0, 2, 3, 4]) {
      const load = await shipment('unassigned', ship, ship + 1);
      expect(await momentIs(load, sql`(current_date + ${ship - 2}::int)::timestamptz`)).toBe(true);
    }
  });

  it('starts any active shipment at midnight after its expected delivery, and a closed one never', async () => {
    const assigned = await shipment('assigned', -3, 5);
    expect(await momentIs(assigned, sql`(current_date + 6)::timestamptz`)).toBe(true);
    const late = await shipment('scheduled', -3, -1);
    expect(await momentIs(late, sql`current_date::timestamptz`)).toBe(true);
    const delivered = await shipment('delivered', -3, -1);
    expect(await momentIs(delivered, sql`null`)).toBe(true);
    await exec(sql`update loads set marked_late = true where id = ${assigned}`);
    expect(await momentIs(assigned, sql`'-infinity'::timestamptz`)).toBe(true);
  });

  it('starts a load in transit 4 hours after its last check call, or its pickup before one', async () => {
    const load = await shipment('in_transit', -1, 5);
    await exec(sql`insert into load_status_history (load_id, status, created_at)
      values (${load}, 'in_transit', '2026-01-01T10:00:00Z')`);
    expect(await momentIs(load, sql`'2026-01-01T14:00:00.000001Z'::timestamptz`)).toBe(true);
    await exec(sql`insert into load_tracking (load_id, last_check_call_at)
      values (${load}, '2026-01-02T08:00:00Z')`);
    expect(await momentIs(load, sql`'2026-01-02T12:00:00.000001Z'::timestamptz`)).toBe(true);
    // An ETA after the end of the expected delivery day (UTC without a destination): now.
    await exec(
      sql`update load_tracking set eta = (current_date + 7)::timestamptz where load_id = ${load}`,
    );
    expect(await momentIs(load, sql`'-infinity'::timestamptz`)).toBe(true);
    await exec(sql`delete from load_tracking where load_id = ${load}`);
    expect(await momentIs(load, sql`'2026-01-01T14:00:00.000001Z'::timestamptz`)).toBe(true);
  });

  it('folds the passed moments into one row and keeps the tile', async () => {
    const before = await tile();
    const passed = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from shipper_attention_counts
        where account_id = ${shipper} and since <= now()`,
    );
    expect(passed[0]?.n).toBeGreaterThan(1);
    expect(await foldAttentionCounts(ctx.database.db)).toBeGreaterThan(0);
    expect(await tile()).toBe(before);
    const after = await rows<{ since: string }>(
      ctx,
      sql`select since::text as since from shipper_attention_counts
        where account_id = ${shipper} and since <= now()`,
    );
    expect(after).toEqual([{ since: '-infinity' }]);
    // A load whose moment was folded leaves: its count goes from the sum all the same.
    const [late] = await rows<{ id: number }>(
      ctx,
      sql`select id from loads where account_id = ${shipper} and status = 'scheduled'`,
    );
    await exec(sql`update loads set status = 'delivered' where id = ${late?.id as number}`);
    expect(await tile()).toBe((before as number) - 1);
  });
});
