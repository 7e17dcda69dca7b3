import { allowedNextStatuses, type LoadStatus } from '@spotlane/shared/domain/load-status';

const LABELS: Partial<Record<LoadStatus, string>> = {
  scheduled: 'Mark scheduled',
  in_transit: 'Mark picked up',
  delivered: 'Mark delivered',
};

/**
 * The status buttons a shipper sees on a load: every move the machine allows a shipper,
 * except cancelling, which has its own red button and confirmation (SPEC 5).
 */
export function shipperStatusActions(status: string): { status: LoadStatus; label: string }[] {
  return allowedNextStatuses(status, 'shipper')
    .filter((next) => next !== 'cancelled')
    .map((next) => ({ status: next, label: LABELS[next] ?? `Mark ${next.replace('_', ' ')}` }));
}

export function canCancel(status: string): boolean {
  return allowedNextStatuses(status, 'shipper').includes('cancelled');
}
