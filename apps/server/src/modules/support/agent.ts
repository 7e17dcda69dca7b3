import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { setSupportAgent as setFlag } from '../users/index.ts';

/** Sets or clears the `support_agent` platform flag of the user with this e-mail (any case). */
export function setSupportAgent(
  db: DbOrTx,
  email: string,
  agent: boolean,
): Promise<{ id: number; email: string } | null> {
  return setFlag(db, { email }, agent);
}

/**
 * Agents only. A signed-in user without the platform flag gets 403 Forbidden (decision 037):
 * the inbox is a function they lack, like a missing permission; it is not another account's
 * record whose existence must stay hidden (that is what 404 is for in PRODUCT.md 6).
 */
export async function requireAgent(ctx: AppContext, caller: Caller): Promise<Caller> {
  if (!(await isAgent(ctx, caller)))
    throw forbidden('This is available to Spotlane support agents only');
  return caller;
}

/**
 * Whether the caller is a support agent: the platform flag, or an e-mail of
 * SUPPORT_AGENT_EMAILS, which sets the flag the first time (so live events reach them too).
 */
export async function isAgent(ctx: AppContext, caller: Caller): Promise<boolean> {
  if (caller.user.supportAgent) return true;
  if (!ctx.config.SUPPORT_AGENT_EMAILS.includes(caller.user.email.toLowerCase())) return false;
  await setFlag(ctx.db, { id: caller.user.id }, true);
  return true;
}
