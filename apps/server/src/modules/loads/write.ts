import { canTransition } from '@spotlane/shared/domain/load-status';
import { isPastDate, PAST_SHIP_DATE_MESSAGE } from '@spotlane/shared/domain/past-dates';
import { BIDDING_MESSAGES, type LoadData, type LoadDetail } from '@spotlane/shared/schemas/loads';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loadAudienceCarriers, loadStars, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, validation } from '../../platform/errors.ts';
import { refreshLoadFacts } from '../analytics/index.ts';
import { announceSpotQuote } from './activity.ts';
import { awardAtDeadlineJob, nextTenderKey, offerNextTenderJob } from './jobs.ts';
import { getLoad } from './lists.ts';
import { rowsOf } from './queries.ts';
import { loadValues, resolveReferences } from './references.ts';
import {
  invalidTransition,
  type LoadRow,
  lockFleetOf,
  lockLoad,
  nextIdentifier,
  recordHistory,
  reviseRateConfirmation,
} from './status.ts';

/**
 * A shipper's writes of its loads: create (or save a draft), publish, edit, copy, star. Status
 * steps are status.ts's; the award is the bids module's; covering by the own fleet is fleet's.
 */

/** PRODUCT.md 13: a deadline must be in the future (one kept unchanged by an edit may stay). */
function refusePastDeadline(deadline: string | null) {
  if (deadline && new Date(deadline).getTime() <= Date.now())
    throw validation('bid_deadline', BIDDING_MESSAGES.deadlinePast);
}

/** The award at the deadline runs as a job at that time; one per load and deadline. */
async function scheduleDeadline(tx: DbOrTx, loadId: number, deadline: string | null) {
  if (!deadline) return;
  const at = new Date(deadline);
  await awardAtDeadlineJob.enqueue(
    tx,
    { loadId, deadline: at.toISOString() },
    { runAt: at, key: `bids.award@${loadId}@${at.toISOString()}` },
  );
}

async function setAudienceCarriers(tx: DbOrTx, loadId: number, accountIds: number[]) {
  await tx.delete(loadAudienceCarriers).where(eq(loadAudienceCarriers.loadId, loadId));
  if (accountIds.length) {
    await tx
      .insert(loadAudienceCarriers)
      .values([...new Set(accountIds)].map((carrierAccountId) => ({ loadId, carrierAccountId })));
  }
}

/**
 * PRODUCT.md 8: a load its lane's guide tenders (or tendered, when the guide ended with the
 * fallback `none`): its lane is set and its stored audience is the offered carrier alone.
 */
const isTendered = (load: LoadRow) => load.laneId !== null && load.audienceType === 'carriers';

async function hasOpenTender(tx: DbOrTx, loadId: number): Promise<boolean> {
  const rows = await tx.execute(
    sql`select 1 from tenders where load_id = ${loadId} and status = 'offered' limit 1`,
  );
  return rowsOf(rows).length > 0;
}

/** A ship date in the past is refused (a copy's ship dates are under `dates.N`). */
function refusePastShipDate(date: string, field = 'date_to_leave') {
  if (isPastDate(date)) throw validation(field, PAST_SHIP_DATE_MESSAGE);
}

export async function createLoad(
  ctx: AppContext,
  caller: Caller,
  data: LoadData,
): Promise<LoadDetail> {
  const { db } = ctx;
  refusePastShipDate(data.date_to_leave);
  refusePastDeadline(data.bid_deadline);
  const id = await db.transaction(async (tx) => {
    const refs = await resolveReferences(tx, caller, data);
    const identifier = data.is_quote ? null : await nextIdentifier(tx, caller.account.id);
    const status = data.draft ? 'draft' : 'unscheduled';
    const [load] = await tx
      .insert(loads)
      .values({
        ...loadValues(data, refs),
        accountId: caller.account.id,
        createdByUserId: caller.user.id,
        identifier,
        status,
        publishedAt: data.draft ? null : sql`now()`,
        searchText: `${identifier ?? ''} ${refs.searchWords}`.toLowerCase(),
      })
      .returning();
    if (!load) throw new Error('load insert returned nothing');
    await setAudienceCarriers(tx, load.id, refs.audienceAccounts);
    await recordHistory(tx, load.id, status, caller.user.id);
    await refreshLoadFacts(tx, load.id);
    // PRODUCT.md 4: a draft tells nobody and starts no clock until it is published.
    if (!data.draft) await goOut(ctx, tx, load);
    return load.id;
  });
  return getLoad(db, caller, id);
}

/**
 * A load going out to its audience: its bid deadline's award is scheduled, and its audience
 * told (a lane's routing guide offers it to the guide's first carrier, at commit).
 */
async function goOut(ctx: AppContext, tx: DbOrTx, load: LoadRow): Promise<void> {
  await scheduleDeadline(tx, load.id, load.bidDeadline?.toISOString() ?? null);
  if (isTendered(load)) {
    await offerNextTenderJob.enqueue(
      tx,
      { loadId: load.id, after: 0 },
      { key: nextTenderKey(load.id, 0) },
    );
  } else if (!ctx.silent) {
    await announceSpotQuote(ctx, tx, load);
  }
}

/**
 * PRODUCT.md 4: publishing a draft. Its dates are checked again (a draft may have waited),
 * it becomes `unscheduled`, and only now does its audience see it and hear of it.
 */
export async function publishLoad(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<LoadDetail> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockLoad(tx, caller, id);
    if (!canTransition(current.status, 'unscheduled', 'system'))
      throw invalidTransition(current.status, 'unscheduled');
    refusePastShipDate(current.dateToLeave);
    refusePastDeadline(current.bidDeadline?.toISOString() ?? null);
    const [published] = await tx
      .update(loads)
      .set({ status: 'unscheduled', publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(loads.id, id))
      .returning();
    if (!published) throw new Error('load update returned nothing');
    await recordHistory(tx, id, 'unscheduled', caller.user.id);
    await refreshLoadFacts(tx, id);
    await goOut(ctx, tx, published);
  });
  return getLoad(ctx.db, caller, id);
}

export async function updateLoad(
  db: Db,
  caller: Caller,
  id: number,
  data: LoadData,
): Promise<LoadDetail> {
  await db.transaction(async (tx) => {
    const current = await lockLoad(tx, caller, id);
    if (current.status.startsWith('cancelled') || current.status === 'delivered') {
      throw invalidTransition(current.status, 'edited');
    }
    // Its dates may move onto another booking of its driver or unit: they take turns.
    await lockFleetOf(tx, current);
    // A ship date already passed may stay (the rest of the shipment can still be edited);
    // changing it to a past day is refused.
    if (data.date_to_leave !== current.dateToLeave) refusePastShipDate(data.date_to_leave);
    const deadlineChanged =
      (data.bid_deadline ? new Date(data.bid_deadline).getTime() : null) !==
      (current.bidDeadline?.getTime() ?? null);
    if (deadlineChanged) refusePastDeadline(data.bid_deadline);
    const tendered = isTendered(current);
    const draft = current.status === 'draft';
    if (data.audience.type === 'lane' && !draft) {
      // PRODUCT.md 8: a waterfall starts when a shipment is published, and keeps its lane.
      if (!tendered || data.audience.lane_id !== current.laneId)
        throw validation(
          'audience.type',
          'A shipment is tendered via its routing guide when it is published',
        );
    } else if (tendered && (await hasOpenTender(tx, id))) {
      throw AppError.of(
        409,
        'InvalidTransition',
        'A carrier of the routing guide holds the offer: wait for its answer before choosing another audience',
      );
    }
    const refs = await resolveReferences(tx, caller, { ...data, is_quote: current.isQuote });
    let status = current.status;
    if (status === 'assigned' && data.appointment_pickup && data.appointment_delivery)
      status = 'scheduled';
    const values = loadValues(data, refs);
    // A tendered load keeps the audience its waterfall gives it.
    // A draft has told nobody yet: it takes whatever audience the form now names.
    const audience = draft
      ? {}
      : data.audience.type === 'lane'
        ? {
            audienceType: current.audienceType,
            audienceListId: current.audienceListId,
            laneId: current.laneId,
          }
        : // Another audience takes a tendered load off its guide; a load the guide opened to its
          // fallback audience keeps the lane it travelled.
          { laneId: tendered ? null : current.laneId };
    await tx
      .update(loads)
      .set({
        ...values,
        ...audience,
        isQuote: current.isQuote,
        status,
        searchText: `${current.identifier ?? ''} ${refs.searchWords}`.toLowerCase(),
        updatedAt: sql`now()`,
      })
      .where(eq(loads.id, id));
    if (draft || data.audience.type !== 'lane')
      await setAudienceCarriers(tx, id, refs.audienceAccounts);
    if (status !== current.status) await recordHistory(tx, id, status, caller.user.id);
    // PRODUCT.md 12: new appointments on an awarded load make a new rate confirmation version.
    const [after] = await tx.select().from(loads).where(eq(loads.id, id));
    if (after) await reviseRateConfirmation(tx, after, caller.user.id);
    await refreshLoadFacts(tx, id);
    if (deadlineChanged && !draft) await scheduleDeadline(tx, id, data.bid_deadline);
  });
  return getLoad(db, caller, id);
}

/** Copies a shipment for each ship date given: everything but identifier, status, dates and assignment. */
export async function copyLoad(
  ctx: AppContext,
  caller: Caller,
  id: number,
  dates: Array<{ date_to_leave: string; expected_delivery_date: string }>,
): Promise<LoadDetail[]> {
  const source = await getLoad(ctx.db, caller, id);
  // Every pair is checked before the first copy is made: a refused request creates nothing.
  if (dates.some((pair) => pair.expected_delivery_date < pair.date_to_leave)) {
    throw validation('dates', 'Expected delivery must be on or after the ship date');
  }
  dates.forEach((pair, index) => {
    refusePastShipDate(pair.date_to_leave, `dates.${index}.date_to_leave`);
  });
  const created: LoadDetail[] = [];
  for (const pair of dates) {
    created.push(
      await createLoad(ctx, caller, {
        name: source.name ?? '',
        // A quote request copies to a quote request, with its places when it has no locations.
        is_quote: source.identifier === null,
        // A copy goes out as its source did: a draft's copies are drafts too.
        draft: source.status === 'draft',
        origin_location_id: source.origin_location?.id ?? null,
        destination_location_id: source.destination_location?.id ?? null,
        extra_origin_location_id: source.extra_origin_location?.id ?? null,
        extra_destination_location_id: source.extra_destination_location?.id ?? null,
        quote_origin: source.quote_origin,
        quote_destination: source.quote_destination,
        date_to_leave: pair.date_to_leave,
        expected_delivery_date: pair.expected_delivery_date,
        appointment_pickup: null,
        extra_appointment_pickup: null,
        appointment_delivery: null,
        extra_appointment_delivery: null,
        specs: source.specs,
        description: source.description,
        load_value: source.load_value,
        audience: source.audience,
        // A copy starts without a deadline: the shipper sets one for its own dates.
        bid_deadline: null,
        award_rule: 'manual',
        target_rate: source.target_rate,
        equipment_type: source.equipment_type ?? null,
        weight_lbs: source.weight_lbs ?? null,
        // Entered miles travel with the copy; an estimate is made again from the ZIP codes.
        miles: source.miles_estimated ? null : (source.miles ?? null),
      }),
    );
  }
  return created;
}

export async function setStar(
  db: Db,
  caller: Caller,
  id: number,
  starred: boolean,
): Promise<LoadDetail> {
  const load = await getLoad(db, caller, id);
  if (starred)
    await db.insert(loadStars).values({ loadId: id, userId: caller.user.id }).onConflictDoNothing();
  else
    await db
      .delete(loadStars)
      .where(and(eq(loadStars.loadId, id), eq(loadStars.userId, caller.user.id)));
  return { ...load, starred };
}
