import { formatAtLocation } from '@spotlane/shared/domain/dock-slots';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { tell } from '../notifications/index.ts';
import type { StopScope } from './stops.ts';

/**
 * PRODUCT.md 17: an appointment booked, changed or cancelled goes out as the live event and
 * webhook type `appointment` to the shipper and to the assigned carrier, and as the
 * `appointment_changed` notification to the other party (the one that did not make it).
 */
export async function announceAppointment(
  ctx: AppContext,
  tx: DbOrTx,
  scope: StopScope,
  caller: Caller | null,
  what: 'booked' | 'changed' | 'cancelled',
  appointment: string | null,
  startsAt: Date | null = null,
): Promise<void> {
  const parties = [scope.load.accountId, scope.load.assignedAccountId].filter(
    (id): id is number => id !== null,
  );
  const payload = {
    load_id: scope.load.id,
    stop_id: scope.stop.id,
    location_id: scope.location.id,
    appointment,
    status: what,
  };
  const when = startsAt
    ? formatAtLocation(startsAt.getTime(), scope.location.timezone)
    : (appointment ?? '');
  for (const accountId of new Set(parties)) {
    const other = caller === null || accountId !== caller.account.id;
    await tell(
      ctx,
      tx,
      { accountId },
      { type: 'appointment', payload },
      other
        ? {
            kind: 'appointment',
            load: scope.load,
            params: { what, stop: scope.location.name, when },
          }
        : undefined,
    );
  }
}
