import { LOAD_STATUSES, type LoadStatus } from './vocabulary.ts';

/** SPEC 4 statuses (listed and worded in the vocabulary) and the machine of PRODUCT.md 4. */
export { LOAD_STATUSES, type LoadStatus, STATUS_LABELS } from './vocabulary.ts';

/** SPEC 4: any value starting with 'cancelled' is a cancellation. */
export function isCancelled(status: string): boolean {
  return status.startsWith('cancelled');
}

export type Actor = 'shipper' | 'carrier' | 'system';

const TRANSITIONS: Record<LoadStatus, Partial<Record<LoadStatus, Actor[]>>> = {
  // PRODUCT.md 4: a draft goes out only through its Publish call, which tells the audience.
  draft: { unscheduled: ['system'], cancelled: ['shipper'] },
  unscheduled: { assigned: ['system'], cancelled: ['shipper'] },
  unassigned: { assigned: ['system'], cancelled: ['shipper'] },
  assigned: {
    scheduled: ['system', 'shipper', 'carrier'],
    unassigned: ['system'],
    in_transit: ['shipper', 'carrier'],
    cancelled: ['shipper'],
  },
  scheduled: { unassigned: ['system'], in_transit: ['shipper', 'carrier'], cancelled: ['shipper'] },
  in_transit: { delivered: ['shipper', 'carrier'], cancelled: ['shipper'] },
  delivered: {},
  cancelled: {},
};

/**
 * Whether `actor` may move a load from `from` to `to`. 'system' stands for the rules that move
 * a load as a side effect (accepting or rejecting a bid, confirming a quote, setting both
 * appointments); people use the status call for the others.
 */
export function canTransition(from: string, to: string, actor: Actor): boolean {
  if (isCancelled(from)) return false;
  const allowed = TRANSITIONS[from as LoadStatus]?.[to as LoadStatus];
  return Boolean(allowed?.includes(actor));
}

export function allowedNextStatuses(from: string, actor: Actor): LoadStatus[] {
  return LOAD_STATUSES.filter((to) => canTransition(from, to, actor));
}

/** Still to be moved: counts in the shipper's active lists. */
export function isActive(status: string): boolean {
  return !isCancelled(status) && status !== 'delivered';
}

/** PRODUCT.md 4: saved by the shipper and not yet published; no carrier sees it. */
export function isDraft(status: string): boolean {
  return status === 'draft';
}

export function isAssignedStatus(status: string): boolean {
  return status === 'assigned' || status === 'scheduled';
}
