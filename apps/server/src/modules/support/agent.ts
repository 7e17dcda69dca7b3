import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Sets or clears the `support_agent` platform flag of the user with this e-mail (any case). */
export async function setSupportAgent(
  db: DbOrTx,
  email: string,
  agent: boolean,
): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .update(users)
    .set({ supportAgent: agent, updatedAt: sql`now()` })
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .returning({ id: users.id, email: users.email });
  return user ?? null;
}
