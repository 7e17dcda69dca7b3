import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type LoadRow, lockLoadRow } from '../loads/index.ts';
import { tell } from '../notifications/index.ts';

/** What every paperwork step shares: the load as one of its two parties sees it. */

export type Party = 'shipper' | 'carrier';

export const nothingChanges = (message: string) => AppError.of(409, 'InvalidTransition', message);

/**
 * The load as one of its two parties sees it: the shipper that owns it or the carrier that
 * holds it. Anyone else (another shipper, a carrier that bid on it or held it before) gets 404.
 */
export async function loadForParty(
  db: DbOrTx,
  caller: Caller,
  loadId: number,
  lock = false,
): Promise<{ load: LoadRow; party: Party }> {
  const scope = or(
    eq(loads.accountId, caller.account.id),
    eq(loads.assignedAccountId, caller.account.id),
  );
  let load: LoadRow | undefined;
  if (lock) load = await lockLoadRow(db, loadId, scope);
  else
    [load] = await db
      .select()
      .from(loads)
      .where(and(eq(loads.id, loadId), scope));
  if (!load) throw notFound('Shipment not found');
  return { load, party: load.accountId === caller.account.id ? 'shipper' : 'carrier' };
}

/** A paperwork step refreshes the load in the live views of the party in `accountId`. */
export function loadChanged(
  ctx: AppContext,
  tx: Parameters<typeof tell>[1],
  accountId: number,
  load: { id: number; status: string },
) {
  return tell(
    ctx,
    tx,
    { accountId },
    { type: 'load_status', payload: { load_id: load.id, status: load.status } },
  );
}
