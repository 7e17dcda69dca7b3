/** The remit-to guard (PRODUCT.md 15): contact changes just after an award, recorded and told. */
import { paths } from '@spotlane/shared/domain/paths';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, contactChanges, users } from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import { enqueueMail } from '../../platform/mail.ts';

export const REMIT_GUARD_HOURS = 72;

/**
 * PRODUCT.md 15 (remit-to guard): a carrier's contact e-mail, phone or payment details changed
 * within 72 hours of an award are recorded for each such load and both account owners mailed.
 * (Holding scheduled payments belongs to the payments of "After delivery", which read these.)
 */
export async function recordContactChange(
  ctx: AppContext,
  tx: DbOrTx,
  carrierAccountId: number,
  field: 'email' | 'phone' | 'payment_details',
  byUserId: number | null,
): Promise<number> {
  const awarded = (await tx.execute(sql`
    select distinct l.id, l.account_id, l.name, l.identifier from loads l
    join load_status_history h on h.load_id = l.id and h.status = 'assigned'
    where l.assigned_account_id = ${carrierAccountId}
      and h.created_at > now() - make_interval(hours => ${REMIT_GUARD_HOURS})`)) as unknown as {
    rows: { id: number; account_id: number; name: string; identifier: string | null }[];
  };
  if (awarded.rows.length === 0) return 0;
  const [carrier] = await tx.select().from(accounts).where(eq(accounts.id, carrierAccountId));
  for (const load of awarded.rows) {
    await tx
      .insert(contactChanges)
      .values({ carrierAccountId, loadId: Number(load.id), field, byUserId });
    const owners = await tx
      .select({ email: users.email, firstName: users.firstName, accountId: users.accountId })
      .from(users)
      .where(
        and(
          inArray(users.accountId, [carrierAccountId, Number(load.account_id)]),
          eq(users.isOwner, true),
        ),
      );
    for (const owner of owners) {
      const mail = await noticeMail({
        firstName: owner.firstName,
        title: `${carrier?.companyName ?? 'A carrier'} changed its ${field.replace('_', ' ')}`,
        body: `${carrier?.companyName ?? 'The carrier'} changed its ${field.replace('_', ' ')} within ${REMIT_GUARD_HOURS} hours of being awarded load ${load.identifier ?? load.name}. If nobody at the carrier made this change, call the carrier on a number you already know before any payment.`,
        link: new URL(
          owner.accountId === carrierAccountId ? paths.carrierCompliance : paths.shipments,
          ctx.appUrl,
        ).toString(),
      });
      await enqueueMail(tx, { to: owner.email, ...mail });
    }
  }
  ctx.mailWritten();
  return awarded.rows.length;
}
