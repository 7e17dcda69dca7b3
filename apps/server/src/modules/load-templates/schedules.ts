/**
 * Recurring shipments (PRODUCT.md 16): a template's weekdays, loads per day and lead days, in
 * the time zone of its first pickup; each save runs the schedule again.
 */
import { nextRunOn, todayIn } from '@spotlane/shared/domain/schedules';
import type * as templateSchemas from '@spotlane/shared/schemas/load-templates';
import type { ScheduleList, ScheduleResponse } from '@spotlane/shared/schemas/load-templates';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loadSchedules, loadTemplates } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound } from '../../platform/errors.ts';
import { listPage, pageWindow } from '../../platform/pagination.ts';
import { type CardRow, cardColumns, toCard } from '../loads/index.ts';
import { runScheduleJob } from './jobs.ts';
import { type Paged, rowsOf, ruleOf, type ScheduleRow } from './rows.ts';
import { ownTemplate } from './templates.ts';

type ScheduleBody = z.output<typeof templateSchemas.scheduleRequest>;

interface ScheduleJoined {
  schedule: ScheduleRow;
  templateName: string;
  timezone: string | null;
}

/** The time zone of a template's first pickup: the schedule's "today" is that place's. */
const FIRST_PICKUP_TZ = sql<string | null>`(select d.timezone from delivery_locations d
  where d.id = ((${loadTemplates.load} -> 'stops' -> 0 ->> 'location_id')::int))`;

function toSchedule({ schedule, templateName, timezone }: ScheduleJoined): ScheduleResponse {
  const today = todayIn(timezone);
  return {
    id: schedule.id,
    template_id: schedule.templateId,
    template_name: templateName,
    weekdays: schedule.weekdays,
    loads_per_day: schedule.loadsPerDay,
    lead_days: schedule.leadDays,
    starts_on: schedule.startsOn,
    ends_on: schedule.endsOn,
    paused: schedule.paused,
    paused_reason: schedule.pausedReason,
    next_run_on: nextRunOn(ruleOf(schedule), today),
    load_count: schedule.loadCount,
    created_at: schedule.createdAt.toISOString(),
  };
}

function scheduleSelect(db: DbOrTx) {
  return db
    .select({
      schedule: loadSchedules,
      templateName: loadTemplates.name,
      timezone: FIRST_PICKUP_TZ,
    })
    .from(loadSchedules)
    .innerJoin(loadTemplates, eq(loadTemplates.id, loadSchedules.templateId));
}

async function ownSchedule(db: DbOrTx, caller: Caller, id: number): Promise<ScheduleJoined> {
  const rows = await scheduleSelect(db).where(
    and(eq(loadSchedules.id, id), eq(loadSchedules.accountId, caller.account.id)),
  );
  return firstOrNotFound(rows, 'Schedule not found');
}

export async function listSchedules(
  { db }: AppContext,
  caller: Caller,
  query: Paged,
): Promise<ScheduleList> {
  const where = eq(loadSchedules.accountId, caller.account.id);
  const { rows, count: total } = await listPage(
    { ...query, ordering: 'new' },
    { name: sql`${loadTemplates.name}`, createdAt: loadSchedules.createdAt, id: loadSchedules.id },
    scheduleSelect(db).where(where).$dynamic(),
    db.select({ n: count() }).from(loadSchedules).where(where),
  );
  return { results: rows.map(toSchedule), count: total };
}

/** The columns a schedule's request sets, on create and on save. */
const scheduleValues = (body: ScheduleBody) => ({
  templateId: body.template_id,
  weekdays: body.weekdays,
  loadsPerDay: body.loads_per_day,
  leadDays: body.lead_days,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
  paused: body.paused,
});

/** A run of the schedule at commit; one per saved version of it. */
async function enqueueRun(tx: DbOrTx, scheduleId: number, version: string): Promise<void> {
  await runScheduleJob.enqueue(
    tx,
    { scheduleId },
    { key: `schedules.run@${scheduleId}@${version}` },
  );
}

export async function createSchedule(
  db: Db,
  caller: Caller,
  body: ScheduleBody,
): Promise<ScheduleResponse> {
  const id = await db.transaction(async (tx) => {
    await ownTemplate(tx, caller, body.template_id);
    const [row] = await tx
      .insert(loadSchedules)
      .values({
        accountId: caller.account.id,
        createdByUserId: caller.user.id,
        ...scheduleValues(body),
      })
      .returning();
    if (!row) throw new Error('schedule insert returned nothing');
    await enqueueRun(tx, row.id, row.updatedAt.toISOString());
    return row.id;
  });
  return toSchedule(await ownSchedule(db, caller, id));
}

export async function getSchedule(
  { db }: AppContext,
  caller: Caller,
  id: number,
): Promise<ScheduleResponse> {
  return toSchedule(await ownSchedule(db, caller, id));
}

/** Saving a schedule runs it again: unpausing clears why it paused. */
export async function updateSchedule(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: ScheduleBody,
): Promise<ScheduleResponse> {
  await ctx.db.transaction(async (tx) => {
    await ownSchedule(tx, caller, id);
    await ownTemplate(tx, caller, body.template_id);
    const [row] = await tx
      .update(loadSchedules)
      .set({
        ...scheduleValues(body),
        pausedReason: body.paused ? sql`${loadSchedules.pausedReason}` : null,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(loadSchedules.id, id))
      .returning();
    if (row) await enqueueRun(tx, id, row.updatedAt.toISOString());
  });
  return getSchedule(ctx, caller, id);
}

export async function deleteSchedule(
  { db }: AppContext,
  caller: Caller,
  id: number,
): Promise<void> {
  await ownSchedule(db, caller, id);
  await db
    .delete(loadSchedules)
    .where(and(eq(loadSchedules.id, id), eq(loadSchedules.accountId, caller.account.id)));
}

/** GET /api/load_schedules/{id}/loads: the cards of the loads the schedule made. */
export async function scheduleLoads(
  { db }: AppContext,
  caller: Caller,
  id: number,
  query: Paged,
): Promise<{ results: LoadCard[]; count: number }> {
  const { schedule } = await ownSchedule(db, caller, id);
  const { offset, limit } = pageWindow(query);
  const result = await db.execute(sql`select ${cardColumns(caller.user.id)}
    from load_schedule_runs r join loads l on l.id = r.load_id
    where r.schedule_id = ${id} and l.account_id = ${caller.account.id}
    order by r.ship_date, r.number limit ${limit} offset ${offset}`);
  return {
    results: rowsOf<CardRow>(result).map(toCard),
    count: schedule.loadCount,
  };
}
