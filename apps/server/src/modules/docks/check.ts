import type { AppointmentStop, CheckRequest } from '@spotlane/shared/schemas/docks';
import { checkRequest } from '@spotlane/shared/schemas/docks';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { recordCheck } from '../tracking/index.ts';
import { appointmentStopOf, requireAwarded, stopForCaller } from './stops.ts';

/** A clock a little ahead of ours is not the future (the phone's and the server's differ). */
const CLOCK_SKEW_MS = 60_000;

/**
 * POST /api/stops/{id}/check_in and /check_out (PRODUCT.md 17): the shipper or the assigned
 * carrier records the truck's arrival or departure at a stop, now or at an earlier `at`, never
 * a later one. The first record of each stands (the driver's tap or a geofence may have made
 * it); a check-out feeds detention through the one path of every departure.
 */
export async function checkStop(
  ctx: AppContext,
  caller: Caller,
  stopId: number,
  event: 'arrived' | 'departed',
  input: CheckRequest,
): Promise<AppointmentStop> {
  const body = checkRequest.parse(input);
  const now = Date.now();
  const at = body.at ? new Date(body.at) : new Date(now);
  if (at.getTime() > now + CLOCK_SKEW_MS)
    throw validation('at', 'The time cannot be in the future');
  return ctx.db.transaction(async (tx) => {
    // No load lock here: tracking takes its state lock, then the load's (the order of every
    // arrival and departure).
    const scope = await stopForCaller(tx, caller, stopId, { lock: false });
    requireAwarded(scope.load, event === 'arrived' ? 'checked in' : 'checked out');
    await recordCheck(ctx, tx, scope.load.id, stopId, event, body.source, at);
    return appointmentStopOf(tx, scope.load.id, stopId);
  });
}
