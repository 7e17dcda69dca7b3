import { TENDER_MESSAGES, type TenderResponse } from '@spotlane/shared/schemas/tenders';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { tenders } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { awardTender } from '../bids/index.ts';
import { refuseBlockedCarrier } from '../compliance/index.ts';
import { type LoadRow, recordHistory } from '../loads/index.ts';
import { tell } from '../notifications/index.ts';
import { decide, lockTender, moveOn } from './decisions.ts';
import { readTender, requireCarrier } from './read.ts';
import {
  companyName,
  HISTORY,
  OPEN_STATUSES,
  tellCarrierOfTender,
  waterfallRuns,
} from './service.ts';

type TenderRow = typeof tenders.$inferSelect;

/** PRODUCT.md 8: the carrier's answer to a tender: accept (the award path) or decline. */

/** 409 unless the tender is open to an answer now. */
function refuseClosed(tender: TenderRow, now: Date) {
  if (tender.status === 'expired' || tender.expiresAt.getTime() <= now.getTime())
    throw conflict('TenderExpired', TENDER_MESSAGES.expired);
  if (tender.status === 'accepted' || tender.status === 'declined')
    throw conflict('InvalidTransition', TENDER_MESSAGES.taken);
  if (tender.status !== 'offered') throw conflict('InvalidTransition', TENDER_MESSAGES.notOffered);
}

const carriersOwn = (caller: Caller) => (tender: TenderRow) =>
  tender.carrierAccountId === caller.account.id;

/**
 * The carrier answers its offer: under the load's and the tender's locks, refused when closed;
 * `before` runs ahead of the decision (it may change the load), `after` once it is recorded.
 * The carrier and the shipper are told either way.
 */
async function answerTender(
  ctx: AppContext,
  caller: Caller,
  id: number,
  now: Date,
  answer: 'accepted' | 'declined',
  steps: {
    before?: (tx: DbOrTx, load: LoadRow, tender: TenderRow) => Promise<LoadRow>;
    after?: (tx: DbOrTx, load: LoadRow, decided: TenderRow) => Promise<void>;
  },
): Promise<TenderResponse> {
  requireCarrier(caller);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockTender(tx, id, carriersOwn(caller));
    const { tender } = locked;
    refuseClosed(tender, now);
    const load = steps.before ? await steps.before(tx, locked.load, tender) : locked.load;
    const decided = await decide(tx, tender, answer, now);
    if (!decided) throw conflict('InvalidTransition', TENDER_MESSAGES.taken);
    await recordHistory(tx, load.id, HISTORY[answer], caller.user.id);
    await steps.after?.(tx, load, decided);
    await tellCarrierOfTender(tx, decided);
    await tell(
      ctx,
      tx,
      { accountId: load.accountId },
      { type: 'tender', payload: { load_id: load.id, tender_id: id, status: answer } },
      {
        kind: 'tenderAnswered',
        load,
        params: { company: await companyName(tx, tender), answer },
      },
    );
  });
  return readTender(ctx.db, id);
}

/**
 * POST /api/tenders/{id}/accept: the offered carrier takes the load, through the same award
 * path as a bid (409 TenderExpired, AlreadyAssigned, InvalidTransition otherwise).
 */
export function acceptTender(ctx: AppContext, caller: Caller, id: number, now: Date = new Date()) {
  return answerTender(ctx, caller, id, now, 'accepted', {
    before: async (tx, load, tender) => {
      if (!waterfallRuns(load) && OPEN_STATUSES.includes(load.status))
        throw conflict('InvalidTransition', TENDER_MESSAGES.notOffered);
      // PRODUCT.md 15: blocked since the offer went out (its compliance row read FOR SHARE).
      await refuseBlockedCarrier(tx, load.accountId, caller.account.id);
      return awardTender(tx, load, {
        accountId: caller.account.id,
        userId: caller.user.id,
        rateCents: tender.rateCents,
      });
    },
  });
}

/** POST /api/tenders/{id}/decline: the offered carrier passes; the next carrier gets the load. */
export function declineTender(ctx: AppContext, caller: Caller, id: number, now: Date = new Date()) {
  return answerTender(ctx, caller, id, now, 'declined', {
    after: async (tx, load, declined) => {
      if (waterfallRuns(load)) await moveOn(tx, declined);
    },
  });
}
