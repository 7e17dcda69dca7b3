import type { AwardRule, BidStatus } from './vocabulary.ts';

/**
 * PRODUCT.md 9: the pure rules of bidding that ends: bid states, counter-offers and where a
 * losing bid stood. The server decides with these; the web shows with them.
 */

export {
  AWARD_RULE_LABELS,
  AWARD_RULES,
  type AwardRule,
  BID_STATUS_LABELS,
  BID_STATUSES,
  type BidStatus,
} from './vocabulary.ts';

/** A pending bid whose `valid_until` has passed shows (and is treated) as expired. */
export function effectiveBidStatus(
  stored: BidStatus,
  validUntil: Date | string | null,
  now: Date = new Date(),
): BidStatus {
  if (stored !== 'pending' || validUntil === null) return stored;
  return new Date(validUntil).getTime() <= now.getTime() ? 'expired' : stored;
}

/** Bidding is closed once the deadline has come. */
export function biddingClosed(deadline: Date | string | null, now: Date = new Date()): boolean {
  return deadline !== null && new Date(deadline).getTime() <= now.getTime();
}

export interface AwardCandidate {
  id: number;
  amount: number;
  createdAt: Date | string;
  status: BidStatus;
}

/**
 * The bid an automatic rule awards: the lowest eligible amount, then the earliest; for
 * `lowest_under_target` only amounts at or under the target. Null when none is eligible
 * (or the rule is manual).
 */
export function bestEligibleBid<T extends AwardCandidate>(
  bids: T[],
  rule: AwardRule,
  targetRate: number | null,
): T | null {
  if (rule === 'manual') return null;
  const eligible = bids.filter(
    (bid) =>
      bid.status === 'pending' &&
      (rule === 'lowest' || (targetRate !== null && bid.amount <= targetRate)),
  );
  eligible.sort(
    (a, b) =>
      a.amount - b.amount ||
      new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() ||
      a.id - b.id,
  );
  return eligible[0] ?? null;
}

// ---- Counter-offers ----------------------------------------------------------------------

/** At most this many proposals per bid (the bid's own terms are not one). */
export const MAX_PROPOSALS = 5;

export type Side = 'shipper' | 'carrier';
export type CounterStatus = 'open' | 'accepted' | 'declined' | 'superseded';

export interface CounterState {
  id: number;
  by: Side;
  status: CounterStatus;
}

/** Why a counter action is refused, or null when it may go ahead. */
export type CounterRefusal =
  | { code: 'Stale'; message: string }
  | { code: 'InvalidTransition'; message: string }
  | { code: 'Forbidden'; message: string };

export const COUNTER_MESSAGES = {
  stale: 'This proposal has been answered or replaced: reload the bid',
  ownProposal: 'Only the other side can answer this proposal',
  limit: `A bid takes at most ${MAX_PROPOSALS} proposals`,
  closed: 'This proposal is no longer open',
  carrierFirst: 'The bid itself is your offer: edit it, or wait for the shipper to counter',
} as const;

/** The proposal that can still be answered: the latest, while it is open. */
export function openProposal<T extends CounterState>(counters: T[]): T | null {
  const latest = counters.at(-1);
  return latest && latest.status === 'open' ? latest : null;
}

/**
 * May `side` propose new terms? `replyTo` is the proposal the client saw as the latest (none
 * when it saw none). The bid's own terms are the carrier's first word, so the shipper opens.
 */
export function mayPropose(
  counters: CounterState[],
  side: Side,
  replyTo: number | null | undefined,
): CounterRefusal | null {
  const latest = counters.at(-1) ?? null;
  if (replyTo !== undefined && (replyTo ?? null) !== (latest?.id ?? null))
    return { code: 'Stale', message: COUNTER_MESSAGES.stale };
  if (counters.length >= MAX_PROPOSALS)
    return { code: 'InvalidTransition', message: COUNTER_MESSAGES.limit };
  const open = openProposal(counters);
  // Whose turn: the side that did not make the open proposal; with none open, the shipper
  // answers the bid's own terms (a declined proposal leaves the bid's terms standing).
  const turn: Side = open ? (open.by === 'shipper' ? 'carrier' : 'shipper') : 'shipper';
  if (side !== turn) {
    if (open && open.by === side) return { code: 'Stale', message: COUNTER_MESSAGES.stale };
    return { code: 'InvalidTransition', message: COUNTER_MESSAGES.carrierFirst };
  }
  return null;
}

/** May `side` accept or decline proposal `id`? Only the latest open one, by the other side. */
export function mayAnswer(counters: CounterState[], side: Side, id: number): CounterRefusal | null {
  const target = counters.find((counter) => counter.id === id);
  if (!target) return { code: 'Stale', message: COUNTER_MESSAGES.stale };
  if (target.by === side) return { code: 'Forbidden', message: COUNTER_MESSAGES.ownProposal };
  if (target.status === 'superseded' || openProposal(counters)?.id !== id)
    return { code: 'Stale', message: COUNTER_MESSAGES.stale };
  return null;
}

// ---- Where my bid stood --------------------------------------------------------------------

/** Where a losing bid stood needs this many bids on the load. */
export const STANDING_MIN_BIDS = 3;

export interface Standing {
  rank: number;
  of: number;
  band: string;
}

/**
 * The winning rate's distance from `own`, in 5% steps of `own`: "5-10% lower",
 * "0-5% higher"; "the same" when equal.
 */
export function standingBand(own: number, winning: number): string {
  if (own === winning) return 'the same';
  const percent = (Math.abs(winning - own) / own) * 100;
  const low = Math.floor(percent / 5) * 5;
  return `${low}-${low + 5}% ${winning < own ? 'lower' : 'higher'}`;
}

/**
 * A losing bid's rank among every bid of the load (by amount, then the earliest), out of how
 * many, and the band; null with fewer than STANDING_MIN_BIDS bids or when `ownId` won.
 */
export function bidStanding(
  bids: Array<{ id: number; amount: number; createdAt: Date | string }>,
  ownId: number,
  winningAmount: number,
  winnerId: number,
): Standing | null {
  if (bids.length < STANDING_MIN_BIDS || ownId === winnerId) return null;
  const ordered = [...bids].sort(
    (a, b) =>
      a.amount - b.amount ||
      new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() ||
      a.id - b.id,
  );
  const index = ordered.findIndex((bid) => bid.id === ownId);
  const own = ordered[index];
  if (!own) return null;
  return { rank: index + 1, of: ordered.length, band: standingBand(own.amount, winningAmount) };
}

/** A load still takes bids in this status (the deadline aside). */
export const biddingOpen = (status: string) => status === 'unscheduled' || status === 'unassigned';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as the browser's local yyyy-mm-ddTHH:MM (a datetime-local input). */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A local yyyy-mm-ddTHH:MM as an ISO timestamp with an offset (UTC), or null. */
export function deadlineToIso(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
