/** What a carrier hears about its bid once the shipper or the award path has decided it. */
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { LoadRow } from '../loads/index.ts';
import { tell } from '../notifications/index.ts';

/** A carrier hears its bid was rejected; `anotherCarrierChosen` when the load went to another. */
export async function tellBidRejected(
  ctx: AppContext,
  tx: DbOrTx,
  carrierAccountId: number,
  payload: { load_id: number; bid_id: number | null },
  load: LoadRow,
  anotherCarrierChosen: boolean,
): Promise<void> {
  await tell(
    ctx,
    tx,
    { accountId: carrierAccountId },
    { type: 'bid_rejected', payload },
    { kind: 'bidRejected', load, params: { anotherCarrierChosen } },
  );
}
