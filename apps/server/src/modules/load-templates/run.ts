/**
 * A schedule's run (PRODUCT.md 16 precisions, decision 070): the missing loads of every ship
 * date due, each claimed once, and the pause of a schedule whose template lost a reference.
 */
import { paths } from '@spotlane/shared/domain/paths';
import { shipDatesDue, todayIn } from '@spotlane/shared/domain/schedules';
import type { TemplateLoad } from '@spotlane/shared/schemas/load-templates';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  deliveryLocations,
  lanes,
  loadScheduleRuns,
  loadSchedules,
  loadTemplates,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { createLoad } from '../loads/index.ts';
import { notifyAccount } from '../notifications/index.ts';
import { rowsOf, ruleOf, type ScheduleRow, type TemplateRow } from './rows.ts';
import { loadBodyOf } from './templates.ts';

/** Why a template can no longer make loads: a location or the lane is gone; else null. */
async function missingReference(tx: DbOrTx, template: TemplateRow): Promise<string | null> {
  const load = template.load as TemplateLoad;
  const ids = [...new Set(load.stops.map((stop) => stop.location_id))];
  const found = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(
      and(
        eq(deliveryLocations.accountId, template.accountId),
        inArray(deliveryLocations.id, ids),
        isNull(deliveryLocations.archivedAt),
      ),
    );
  if (found.length !== ids.length) return 'A location of its template was deleted';
  if (load.audience.type === 'lane') {
    const [lane] = await tx
      .select({ id: lanes.id })
      .from(lanes)
      .where(
        and(eq(lanes.id, load.audience.lane_id as number), eq(lanes.accountId, template.accountId)),
      );
    if (!lane) return 'The lane of its template was deleted';
  }
  return null;
}

/** The schedule's maker as the caller its loads are made by (else the account's owner). */
async function makerOf(tx: DbOrTx, schedule: ScheduleRow): Promise<Caller | null> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, schedule.accountId));
  const people = await tx
    .select()
    .from(users)
    .where(and(eq(users.accountId, schedule.accountId), eq(users.status, 'active')));
  const user =
    people.find((person) => person.id === schedule.createdByUserId) ??
    people.find((person) => person.isOwner) ??
    people[0];
  if (!account || !user) return null;
  return { user, account, via: 'session', sessionId: 0, otpPassed: true };
}

export interface RunOptions {
  /** Tests: the process dies after making this many loads (its transaction never commits). */
  dieAfter?: number;
  now?: Date;
}

/**
 * PRODUCT.md 16 precisions (decision 070): makes the schedule's missing loads for every ship
 * date due today. The schedule's row lock makes runs of one schedule take turns; each
 * (schedule, ship date, number) is claimed under its primary key in the transaction that
 * makes its load, so two processes and a restart never make one twice, and a run that died
 * leaves no claim behind. Answers how many loads it made.
 */
export async function runSchedule(
  ctx: AppContext,
  scheduleId: number,
  options: RunOptions = {},
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const locked = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from load_schedules where id = ${scheduleId} for update`),
    );
    if (!locked.length) return 0;
    const [schedule] = await tx
      .select()
      .from(loadSchedules)
      .where(eq(loadSchedules.id, scheduleId));
    if (!schedule || schedule.paused) return 0;
    const [template] = await tx
      .select()
      .from(loadTemplates)
      .where(eq(loadTemplates.id, schedule.templateId));
    if (!template) return 0;
    const gone = await missingReference(tx, template);
    if (gone) {
      await pauseItself(ctx, tx, schedule, template, gone);
      return 0;
    }
    const caller = await makerOf(tx, schedule);
    if (!caller) return 0;
    const firstStop = (template.load as TemplateLoad).stops[0];
    const [place] = await tx
      .select({ timezone: deliveryLocations.timezone })
      .from(deliveryLocations)
      .where(eq(deliveryLocations.id, firstStop?.location_id ?? 0));
    const today = todayIn(place?.timezone, options.now);
    let made = 0;
    const inTx = { ...ctx, db: tx as unknown as Db };
    for (const shipDate of shipDatesDue(ruleOf(schedule), today)) {
      for (let number = 1; number <= schedule.loadsPerDay; number++) {
        const claimed = await tx
          .insert(loadScheduleRuns)
          .values({ scheduleId, shipDate, number })
          .onConflictDoNothing()
          .returning({ number: loadScheduleRuns.number });
        if (!claimed.length) continue;
        const body = loadBodyOf(template, shipDate);
        if (!body.success) {
          await tx.execute(sql`delete from load_schedule_runs where schedule_id = ${scheduleId}
            and ship_date = ${shipDate} and number = ${number}`);
          await pauseItself(
            ctx,
            tx,
            schedule,
            template,
            'Its template no longer makes a valid load',
          );
          return made;
        }
        const load = await createLoad(inTx, caller, body.data);
        await tx
          .update(loadScheduleRuns)
          .set({ loadId: load.id })
          .where(
            and(
              eq(loadScheduleRuns.scheduleId, scheduleId),
              eq(loadScheduleRuns.shipDate, shipDate),
              eq(loadScheduleRuns.number, number),
            ),
          );
        made++;
        if (options.dieAfter !== undefined && made >= options.dieAfter)
          throw new Error('schedule run died (test)');
      }
    }
    if (made)
      await tx
        .update(loadSchedules)
        .set({ loadCount: sql`${loadSchedules.loadCount} + ${made}` })
        .where(eq(loadSchedules.id, scheduleId));
    return made;
  });
}

/** PRODUCT.md 16: a schedule whose template lost a location or its lane pauses and says so. */
async function pauseItself(
  ctx: AppContext,
  tx: DbOrTx,
  schedule: ScheduleRow,
  template: TemplateRow,
  reason: string,
): Promise<void> {
  await tx
    .update(loadSchedules)
    .set({ paused: true, pausedReason: reason, updatedAt: sql`now()` })
    .where(eq(loadSchedules.id, schedule.id));
  await notifyAccount(
    ctx,
    tx,
    { accountId: schedule.accountId },
    {
      event: 'load_status',
      title: 'A recurring shipment paused itself',
      body: `The schedule of "${template.name}" paused: ${reason.toLowerCase()}. Edit the template and resume it.`,
      link: paths.viewLoadSchedule(schedule.id),
    },
  );
}
