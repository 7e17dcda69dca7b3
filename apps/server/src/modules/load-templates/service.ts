import { paths } from '@spotlane/shared/domain/paths';
import { addDays, nextRunOn, shipDatesDue, todayIn } from '@spotlane/shared/domain/schedules';
import type * as templateSchemas from '@spotlane/shared/schemas/load-templates';
import type {
  ScheduleList,
  ScheduleResponse,
  TemplateList,
  TemplateLoad,
  TemplateResponse,
} from '@spotlane/shared/schemas/load-templates';
import { type LoadCard, type LoadDetail, loadRequest } from '@spotlane/shared/schemas/loads';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
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
import { firstOrNotFound, notFound, validation } from '../../platform/errors.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { listPage, pageWindow } from '../../platform/pagination.ts';
import { type CardRow, cardColumns, createLoad, toCard } from '../loads/index.ts';
import { notifyAccount } from '../notifications/index.ts';

type TemplateRow = typeof loadTemplates.$inferSelect;
type ScheduleRow = typeof loadSchedules.$inferSelect;
type Paged = { page: number; page_size: number };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ---------------------------------------------------------------- templates

function toTemplate(row: TemplateRow, scheduleCount: number): TemplateResponse {
  return {
    id: row.id,
    name: row.name,
    load: row.load as TemplateResponse['load'],
    schedule_count: scheduleCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's locations a template names, checked like a load's stops: another's is 404. */
async function checkTemplateLoad(tx: DbOrTx, caller: Caller, load: TemplateLoad): Promise<void> {
  const ids = [...new Set(load.stops.map((stop) => stop.location_id))];
  const found = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(
      and(
        eq(deliveryLocations.accountId, caller.account.id),
        inArray(deliveryLocations.id, ids),
        isNull(deliveryLocations.archivedAt),
      ),
    );
  if (found.length !== ids.length) throw notFound('Location not found');
  if (load.audience.type === 'lane') {
    const [lane] = await tx
      .select({ id: lanes.id })
      .from(lanes)
      .where(
        and(eq(lanes.id, load.audience.lane_id as number), eq(lanes.accountId, caller.account.id)),
      );
    if (!lane) throw validation('load.audience.lane_id', 'Choose one of your lanes');
  }
}

async function scheduleCounts(db: DbOrTx, templateIds: number[]): Promise<Map<number, number>> {
  if (!templateIds.length) return new Map();
  const rows = await db
    .select({ id: loadSchedules.templateId, n: sql<number>`count(*)::int` })
    .from(loadSchedules)
    .where(inArray(loadSchedules.templateId, templateIds))
    .groupBy(loadSchedules.templateId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

async function ownTemplate(db: DbOrTx, caller: Caller, id: number): Promise<TemplateRow> {
  const rows = await db
    .select()
    .from(loadTemplates)
    .where(and(eq(loadTemplates.id, id), eq(loadTemplates.accountId, caller.account.id)));
  return firstOrNotFound(rows, 'Template not found');
}

export async function listTemplates(db: Db, caller: Caller, query: Paged): Promise<TemplateList> {
  const where = eq(loadTemplates.accountId, caller.account.id);
  const { rows, count: total } = await listPage(
    { ...query, ordering: 'new' },
    { name: sql`${loadTemplates.name}`, createdAt: loadTemplates.createdAt, id: loadTemplates.id },
    db.select().from(loadTemplates).where(where).$dynamic(),
    db.select({ n: count() }).from(loadTemplates).where(where),
  );
  const counts = await scheduleCounts(
    db,
    rows.map((row) => row.id),
  );
  return { results: rows.map((row) => toTemplate(row, counts.get(row.id) ?? 0)), count: total };
}

type TemplateBody = z.output<typeof templateSchemas.templateRequest>;

export async function createTemplate(
  db: Db,
  caller: Caller,
  body: TemplateBody,
): Promise<TemplateResponse> {
  const row = await db.transaction(async (tx) => {
    await checkTemplateLoad(tx, caller, body.load);
    const [created] = await tx
      .insert(loadTemplates)
      .values({
        accountId: caller.account.id,
        createdByUserId: caller.user.id,
        name: body.name,
        load: body.load as Record<string, unknown>,
      })
      .returning();
    if (!created) throw new Error('template insert returned nothing');
    return created;
  });
  return toTemplate(row, 0);
}

export async function getTemplate(db: Db, caller: Caller, id: number): Promise<TemplateResponse> {
  const row = await ownTemplate(db, caller, id);
  return toTemplate(row, (await scheduleCounts(db, [id])).get(id) ?? 0);
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  id: number,
  body: TemplateBody,
): Promise<TemplateResponse> {
  await db.transaction(async (tx) => {
    await ownTemplate(tx, caller, id);
    await checkTemplateLoad(tx, caller, body.load);
    await tx
      .update(loadTemplates)
      .set({ name: body.name, load: body.load as Record<string, unknown>, updatedAt: sql`now()` })
      .where(eq(loadTemplates.id, id));
  });
  return getTemplate(db, caller, id);
}

/** Deleting a template deletes its schedules; the loads they made stay. */
export async function deleteTemplate(db: Db, caller: Caller, id: number): Promise<void> {
  await ownTemplate(db, caller, id);
  await db
    .delete(loadTemplates)
    .where(and(eq(loadTemplates.id, id), eq(loadTemplates.accountId, caller.account.id)));
}

/** The body of POST /api/loads a template makes for a ship date (PRODUCT.md 16 precisions). */
function loadBodyOf(template: TemplateRow, shipDate: string, name?: string | null, draft = false) {
  const load = template.load as TemplateLoad;
  return loadRequest.safeParse({
    ...load,
    name: name || load.name,
    draft,
    stops: load.stops.map(({ day_offset, ...stop }) => ({
      ...stop,
      date: addDays(shipDate, day_offset),
    })),
  });
}

export async function createLoadFromTemplate(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: z.output<typeof templateSchemas.templateLoadRequest>,
): Promise<LoadDetail> {
  const template = await ownTemplate(ctx.db, caller, id);
  const parsed = loadBodyOf(template, body.date_to_leave, body.name, body.draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validation(issue?.path.join('.') || 'date_to_leave', issue?.message ?? 'Invalid');
  }
  return createLoad(ctx, caller, parsed.data);
}

// ---------------------------------------------------------------- schedules

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

const ruleOf = (schedule: ScheduleRow) => ({
  weekdays: schedule.weekdays,
  loads_per_day: schedule.loadsPerDay,
  lead_days: schedule.leadDays,
  starts_on: schedule.startsOn,
  ends_on: schedule.endsOn,
  paused: schedule.paused,
});

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

export async function listSchedules(db: Db, caller: Caller, query: Paged): Promise<ScheduleList> {
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

export const runScheduleJob = defineJob<{ scheduleId: number }>('schedules.run');
export const sweepSchedulesJob = defineJob<Record<string, never>>('schedules.sweep');

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

export async function getSchedule(db: Db, caller: Caller, id: number): Promise<ScheduleResponse> {
  return toSchedule(await ownSchedule(db, caller, id));
}

/** Saving a schedule runs it again: unpausing clears why it paused. */
export async function updateSchedule(
  db: Db,
  caller: Caller,
  id: number,
  body: ScheduleBody,
): Promise<ScheduleResponse> {
  await db.transaction(async (tx) => {
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
  return getSchedule(db, caller, id);
}

export async function deleteSchedule(db: Db, caller: Caller, id: number): Promise<void> {
  await ownSchedule(db, caller, id);
  await db
    .delete(loadSchedules)
    .where(and(eq(loadSchedules.id, id), eq(loadSchedules.accountId, caller.account.id)));
}

/** GET /api/load_schedules/{id}/loads: the cards of the loads the schedule made. */
export async function scheduleLoads(
  db: Db,
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

/** The daily (hourly-checked) pass: every running schedule gets a run for this hour. */
async function sweepSchedules(db: Db): Promise<number> {
  const hour = new Date().toISOString().slice(0, 13);
  const rows = await db
    .select({ id: loadSchedules.id })
    .from(loadSchedules)
    .where(eq(loadSchedules.paused, false));
  return runScheduleJob.enqueueMany(
    db,
    rows.map((row) => ({
      payload: { scheduleId: row.id },
      options: { key: `schedules.run@${row.id}@${hour}` },
    })),
  );
}

export const SCHEDULE_SWEEP_SECONDS = 3600;

export function attachSchedules(runner: JobRunner, ctx: AppContext, log: FastifyBaseLogger): void {
  runner
    .handle(runScheduleJob, async ({ scheduleId }) => {
      const made = await runSchedule(ctx, scheduleId);
      if (made) log.info({ scheduleId, made }, 'schedules: loads made');
    })
    .handle(sweepSchedulesJob, async () => {
      await sweepSchedules(ctx.db);
    })
    .every(sweepSchedulesJob, SCHEDULE_SWEEP_SECONDS, {});
}
