import type { DbOrTx } from '../../db/client.ts';
import { setSupportAgent as setFlag } from '../users/index.ts';

/** Sets or clears the `support_agent` platform flag of the user with this e-mail (any case). */
export function setSupportAgent(
  db: DbOrTx,
  email: string,
  agent: boolean,
): Promise<{ id: number; email: string } | null> {
  return setFlag(db, { email }, agent);
}
