import { LOAD_STATUSES } from '@spotlane/shared/domain/load-status';
import { carrierOwnCategories } from '@spotlane/shared/schemas/loads';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { register, registerCarrier, rows } from '../../../test/market.ts';
import { categoryCondition } from './carrier-audience.ts';
import { keptCategoryLoadIds, spotQuoteCounts, spotQuoteCountsFromLoads } from './carrier-board.ts';
import { AT_RISK } from './lists.ts';

/**
 * Counts kept by triggers: the count tables (migrations 0011, 0023 and 0035) equal, after any sequence of changes to
 * loads, bids, audiences, networks, lists, matches, tracking and status history, what counting the loads
 * themselves answers.
 */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

const OPEN = ['unscheduled', 'unassigned'] as const;
// Every status, and a cancelled one with its reason ('cancelled%').
const CLOSED = [
  ...LOAD_STATUSES.filter((value) => !(OPEN as readonly string[]).includes(value)),
  'cancelled_by_shipper',
];
const AUDIENCES = ['all', 'list', 'carriers', 'marketplace'] as const;
// Open loads half the time: the states where audiences and bids count.
const status = fc.oneof(fc.constantFrom(...OPEN), fc.constantFrom(...CLOSED));

/**
 * PRODUCT.md 4's Needs Attention, evaluated on a load `l` at this moment: the rule as the list
 * used to count it on every request, the oracle for the moments the triggers keep.
 */
const NEEDS_ATTENTION_NOW = sql`(l.status not like 'cancelled%' and l.status <> 'delivered' and (
  (l.identifier is not null and l.status in ('unscheduled', 'unassigned') and l.date_to_leave <= current_date + 2)
  or exists (select 1 from bids b where b.load_id = l.id and b.reviewed_at is null and not b.is_accepted
    and not b.is_rejected and l.status in ('unscheduled', 'unassigned'))
  or (l.identifier is null and l.chosen_quote_user_id is null and exists (select 1 from bids b where b.load_id = l.id))
  or (l.identifier is not null and (l.marked_late or l.expected_delivery_date < current_date))
  or (l.identifier is not null and ${AT_RISK})))`;

let shippers: number[] = [];
let carriers: number[] = [];

const accountOf = async (email: string) =>
  (
    await rows<{ id: number }>(ctx, sql`select account_id as id from users where email = ${email}`)
  )[0]?.id as number;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) shippers.push(await accountOf((await register(ctx)).email));
  for (let i = 0; i < 2; i++)
    carriers.push(await accountOf((await registerCarrier(ctx, `Counted ${i}`)).email));
  shippers = shippers.filter(Boolean);
  carriers = carriers.filter(Boolean);
});

const pick = fc.nat({ max: 1000 });
// Loads and bids more often than their deletions, so that the states pile up.
const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('load' as const),
      shipper: pick,
      audience: fc.constantFrom(...AUDIENCES),
      list: pick,
      status,
      request: fc.boolean(),
      assigned: fc.option(pick),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      load: pick,
      status,
      assigned: fc.option(pick),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('audience' as const),
      load: pick,
      audience: fc.constantFrom(...AUDIENCES),
      list: pick,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteLoad' as const), load: pick }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      load: pick,
      carrier: pick,
      rejected: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteBid' as const), bid: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('named' as const),
      load: pick,
      carrier: pick,
      add: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('network' as const),
      shipper: pick,
      carrier: pick,
      add: fc.boolean(),
    }),
  },
  // PRODUCT.md 20: a load fits (or no longer fits) a carrier's post, until a day near today.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('match' as const),
      load: pick,
      carrier: pick,
      until: fc.option(fc.integer({ min: -2, max: 2 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('list' as const), shipper: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteList' as const), list: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('dates' as const),
      load: pick,
      ship: fc.integer({ min: -4, max: 4 }),
      transit: fc.integer({ min: 0, max: 3 }),
      late: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('review' as const), bid: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('choose' as const),
      load: pick,
      chosen: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('track' as const),
      load: pick,
      checkCallHoursAgo: fc.option(fc.integer({ min: 0, max: 8 })),
      etaHours: fc.option(fc.integer({ min: -72, max: 72 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pickup' as const),
      load: pick,
      hoursAgo: fc.integer({ min: 0, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('untrack' as const), load: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rename' as const),
      load: pick,
      name: fc.constantFrom('apple', 'Banana', 'cherry'),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('member' as const),
      list: pick,
      carrier: pick,
      add: fc.boolean(),
    }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const at = <T>(values: T[], index: number): T | undefined =>
  values.length ? values[index % values.length] : undefined;
const exec = (query: SQL) => ctx.database.db.execute(query);
const ids = async (query: SQL) => (await rows<{ id: number }>(ctx, query)).map((row) => row.id);

/**
 * Adds the row `key` (with `extra`) to `table`, kept if it is there already, or deletes it:
 * a link the operation toggles.
 */
function toggle(
  add: boolean,
  table: string,
  key: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const name = sql.identifier(table);
  if (!add) {
    const where = Object.entries(key).map(
      ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
    );
    return exec(sql`delete from ${name} where ${sql.join(where, sql` and `)}`);
  }
  const row = Object.entries({ ...key, ...extra });
  const columns = sql.join(
    row.map(([column]) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    row.map(([, value]) => sql`${value}`),
    sql`, `,
  );
  return exec(sql`insert into ${name} (${columns}) values (${values}) on conflict do nothing`);
}

let serial = 0;
async function apply(step: Op): Promise<void> {
  const loadIds = await ids(sql`select id from loads order by id`);
  const listIds = await ids(sql`select id from carrier_lists order by id`);
  const load = 'load' in step ? at(loadIds, step.load) : undefined;
  switch (step.kind) {
    case 'load': {
      const shipper = at(shippers, step.shipper) as number;
      serial += 1;
      // A draft is not published yet (loads_draft_check); every other load was.
      await exec(sql`insert into loads (account_id, identifier, is_quote, name, status,
          date_to_leave, expected_delivery_date, audience_type, audience_list_id, assigned_account_id,
          published_at)
        values (${shipper}, ${step.request ? null : `PC-${serial}`}, ${step.request}, ${`Load ${serial}`},
          ${step.status}, current_date, current_date + 3, ${step.audience},
          ${step.audience === 'list' ? (at(listIds, step.list) ?? null) : null},
          ${step.assigned === null ? null : (at(carriers, step.assigned) as number)},
          ${step.status === 'draft' ? null : sql`now()`})`);
      return;
    }
    case 'status':
      // No load goes back to draft; leaving one publishes it, as POST .../publish does.
      if (load === undefined || step.status === 'draft') return;
      await exec(sql`update loads set status = ${step.status},
          published_at = coalesce(published_at, now()),
          assigned_account_id = ${step.assigned === null ? null : (at(carriers, step.assigned) as number)}
        where id = ${load}`);
      return;
    case 'audience':
      if (load === undefined) return;
      await exec(sql`update loads set audience_type = ${step.audience},
          audience_list_id = ${step.audience === 'list' ? (at(listIds, step.list) ?? null) : null}
        where id = ${load}`);
      return;
    case 'deleteLoad':
      if (load !== undefined) await exec(sql`delete from loads where id = ${load}`);
      return;
    case 'bid':
      if (load === undefined) return;
      await exec(sql`insert into bids (load_id, carrier_account_id, amount_cents, is_rejected)
        values (${load}, ${at(carriers, step.carrier) as number}, 1000, ${step.rejected})
        on conflict (load_id, carrier_account_id) do update set is_rejected = excluded.is_rejected`);
      return;
    case 'deleteBid': {
      const bid = at(await ids(sql`select id from bids order by id`), step.bid);
      if (bid !== undefined) await exec(sql`delete from bids where id = ${bid}`);
      return;
    }
    case 'named': {
      if (load === undefined) return;
      const carrier = at(carriers, step.carrier) as number;
      await toggle(step.add, 'load_audience_carriers', {
        load_id: load,
        carrier_account_id: carrier,
      });
      return;
    }
    case 'network': {
      const shipper = at(shippers, step.shipper) as number;
      const carrier = at(carriers, step.carrier) as number;
      serial += 1;
      await toggle(
        step.add,
        'shipper_carriers',
        { shipper_account_id: shipper, carrier_account_id: carrier },
        { email: `c${serial}@counted.test` },
      );
      return;
    }
    case 'list':
      await exec(sql`insert into carrier_lists (account_id, name)
        values (${at(shippers, step.shipper) as number}, 'Counted')`);
      return;
    case 'deleteList': {
      const list = at(listIds, step.list);
      if (list !== undefined) await exec(sql`delete from carrier_lists where id = ${list}`);
      return;
    }
    case 'dates':
      if (load === undefined) return;
      await exec(sql`update loads set date_to_leave = current_date + ${step.ship}::int,
          expected_delivery_date = current_date + ${step.ship + step.transit}::int,
          marked_late = ${step.late}
        where id = ${load}`);
      return;
    case 'review': {
      const bid = at(await ids(sql`select id from bids order by id`), step.bid);
      if (bid !== undefined) await exec(sql`update bids set reviewed_at = now() where id = ${bid}`);
      return;
    }
    case 'choose':
      if (load === undefined) return;
      await exec(sql`update loads set chosen_quote_user_id =
          ${step.chosen ? sql`(select min(id) from users)` : sql`null`} where id = ${load}`);
      return;
    case 'track': {
      if (load === undefined) return;
      const checkCall =
        step.checkCallHoursAgo === null
          ? sql`null`
          : sql`now() - make_interval(hours => ${step.checkCallHoursAgo}::int)`;
      const eta =
        step.etaHours === null
          ? sql`null`
          : sql`now() + make_interval(hours => ${step.etaHours}::int)`;
      await exec(sql`insert into load_tracking (load_id, last_check_call_at, eta)
        values (${load}, ${checkCall}, ${eta})
        on conflict (load_id) do update set last_check_call_at = excluded.last_check_call_at,
          eta = excluded.eta`);
      return;
    }
    case 'pickup':
      if (load === undefined) return;
      await exec(sql`insert into load_status_history (load_id, status, created_at)
        values (${load}, 'in_transit', now() - make_interval(hours => ${step.hoursAgo}::int))`);
      return;
    case 'untrack':
      if (load !== undefined) await exec(sql`delete from load_tracking where load_id = ${load}`);
      return;
    case 'fold':
      await exec(sql`select spotlane_fold_attention()`);
      return;
    case 'rename':
      if (load !== undefined)
        await exec(sql`update loads set name = ${`${step.name} ${load}`} where id = ${load}`);
      return;
    case 'match': {
      if (load === undefined) return;
      const carrier = at(carriers, step.carrier) as number;
      const [kept] = await ids(sql`select load_id as id from load_matches
        where carrier_account_id = ${carrier} and load_id = ${load}`);
      if (step.until === null)
        await toggle(false, 'load_matches', { carrier_account_id: carrier, load_id: load });
      else if (kept === undefined)
        await exec(sql`insert into load_matches (carrier_account_id, load_id, deadhead_miles, until)
          values (${carrier}, ${load}, ${step.until + 10}, current_date + ${step.until}::int)`);
      else
        await exec(sql`update load_matches set until = current_date + ${step.until}::int
          where carrier_account_id = ${carrier} and load_id = ${load}`);
      return;
    }
    case 'member': {
      const list = at(listIds, step.list);
      if (list === undefined) return;
      const carrier = at(carriers, step.carrier) as number;
      const [member] = await ids(sql`select sc.id from shipper_carriers sc
        join carrier_lists cl on cl.account_id = sc.shipper_account_id
        where cl.id = ${list} and sc.carrier_account_id = ${carrier}`);
      if (member === undefined) return;
      await toggle(step.add, 'carrier_list_members', { list_id: list, shipper_carrier_id: member });
      return;
    }
  }
}

/** The categories whose pages read `carrier_loads` (decision 057). */
const KEPT = carrierOwnCategories;

async function expectCountsExact(): Promise<void> {
  for (const carrier of carriers) {
    // With `recommended` (decision 075): the kept matches' buckets equal the recount.
    expect(await spotQuoteCounts(ctx.database.db, carrier)).toEqual(
      await spotQuoteCountsFromLoads(ctx.database.db, carrier),
    );
    // Each kept category's rows are the loads its condition selects.
    for (const category of KEPT) {
      expect({
        category,
        loads: await keptCategoryLoadIds(ctx.database.db, carrier, category),
      }).toEqual({
        category,
        loads: await ids(
          sql`select l.id from loads l where ${categoryCondition(category, carrier)} order by 1`,
        ),
      });
    }
  }
  // ... with the load's order keys as they are now.
  expect(
    await rows(
      ctx,
      sql`select k.* from carrier_loads k join loads l on l.id = k.load_id
        where k.created_at <> l.created_at or k.sort_name <> lower(l.name)`,
    ),
  ).toEqual([]);
  const kept = await rows(
    ctx,
    sql`select account_id, status, is_request, n from shipper_load_counts where n <> 0
      order by 1, 2, 3`,
  );
  const counted = await rows(
    ctx,
    sql`select account_id, status, identifier is null as is_request, count(*)::int as n from loads
      group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
  // Needs Attention: each load's kept moment has come exactly when the rule, evaluated now on the
  // load itself, holds; and each shipper's tile is the number of those loads.
  const disagreeing = await rows(
    ctx,
    sql`select l.id, l.status, l.attention_from from loads l
      where (coalesce(l.attention_from <= now(), false)) <> (${NEEDS_ATTENTION_NOW})`,
  );
  expect(disagreeing).toEqual([]);
  const tiles = await rows(
    ctx,
    sql`select account_id, sum(n)::int as n from shipper_attention_counts where since <= now()
      group by 1 having sum(n) <> 0 order by 1`,
  );
  const attention = await rows(
    ctx,
    sql`select l.account_id, count(*)::int as n from loads l where ${NEEDS_ATTENTION_NOW}
      group by 1 order by 1`,
  );
  expect(tiles).toEqual(attention);
}

describe('list counts (counts kept by triggers)', () => {
  it('follows a carrier into and out of a list and a network, with its bid standing', async () => {
    const steps: Op[] = [
      { kind: 'list', shipper: 0 },
      { kind: 'network', shipper: 0, carrier: 0, add: true },
      {
        kind: 'load',
        shipper: 0,
        audience: 'list',
        list: 0,
        status: 'unassigned',
        request: false,
        assigned: null,
      },
      {
        kind: 'load',
        shipper: 0,
        audience: 'all',
        list: 0,
        status: 'unscheduled',
        request: false,
        assigned: null,
      },
      { kind: 'bid', load: 0, carrier: 0, rejected: false },
      { kind: 'bid', load: 1, carrier: 0, rejected: true },
      { kind: 'member', list: 0, carrier: 0, add: true },
      { kind: 'member', list: 0, carrier: 0, add: false },
      { kind: 'member', list: 0, carrier: 0, add: true },
      { kind: 'network', shipper: 0, carrier: 0, add: false },
    ];
    for (const step of steps) {
      await apply(step);
      await expectCountsExact();
    }
  });

  it('keeps the carrier and shipper counts equal to counting the loads, whatever changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectCountsExact();
      }),
      { numRuns: 80 },
    );
  });

  it('rebuilds the same counts from scratch', async () => {
    const before = await rows<Record<string, number>>(
      ctx,
      sql`select * from carrier_load_counts order by 1`,
    );
    await exec(sql`select spotlane_rebuild_load_counts()`);
    await exec(sql`select spotlane_rebuild_attention()`);
    const after = await rows<Record<string, number>>(
      ctx,
      sql`select * from carrier_load_counts order by 1`,
    );
    expect(after.filter((row) => Object.values(row).some((v, i) => i > 0 && v !== 0))).toEqual(
      before.filter((row) => Object.values(row).some((v, i) => i > 0 && v !== 0)),
    );
    await expectCountsExact();
  });

  // Many connections change the same carriers' counts at once: each transaction bids, waits so
  // that the others overlap it, and moves a load; the counts still equal counting the loads.
  it.skipIf(!process.env.DATABASE_URL)('stays exact under concurrent transactions', async () => {
    const shipper = shippers[0] as number;
    const loadIds: number[] = [];
    for (let i = 0; i < 16; i++) {
      serial += 1;
      const [row] = await ids(sql`insert into loads (account_id, identifier, name, status,
          date_to_leave, expected_delivery_date, audience_type)
        values (${shipper}, ${`PC-${serial}`}, 'Raced', 'unassigned', current_date, current_date + 3,
          'marketplace') returning id`);
      loadIds.push(row as number);
    }
    await Promise.all(
      loadIds.map((load, index) =>
        ctx.database.db.transaction(async (tx) => {
          for (const carrier of carriers) {
            await tx.execute(sql`insert into bids (load_id, carrier_account_id, amount_cents)
              values (${load}, ${carrier}, 1000)`);
          }
          await tx.execute(sql`select pg_sleep(0.05)`);
          // half of them end there, their last recount the one that waited for the others
          if (index % 4 < 2) return;
          await tx.execute(sql`update loads set status = ${index % 2 ? 'assigned' : 'cancelled'},
              assigned_account_id = ${index % 2 ? (carriers[index % carriers.length] as number) : null}
            where id = ${load}`);
          await tx.execute(sql`update bids set is_rejected = true where load_id = ${load}
            and carrier_account_id <> ${carriers[0] as number}`);
        }),
      ),
    );
    await expectCountsExact();
  });
});
