/**
 * Load templates (PRODUCT.md 16): a shipper's saved load, its stops as days after the ship
 * date, checked like a load's stops, and a load made from one for a date.
 */
import { addDays } from '@spotlane/shared/domain/schedules';
import type * as templateSchemas from '@spotlane/shared/schemas/load-templates';
import type {
  TemplateList,
  TemplateLoad,
  TemplateResponse,
} from '@spotlane/shared/schemas/load-templates';
import { type LoadDetail, loadRequest } from '@spotlane/shared/schemas/loads';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryLocations, lanes, loadSchedules, loadTemplates } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound, notFound, validation } from '../../platform/errors.ts';
import { listPage } from '../../platform/pagination.ts';
import { createLoad } from '../loads/index.ts';
import type { Paged, TemplateRow } from './rows.ts';

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

export async function ownTemplate(db: DbOrTx, caller: Caller, id: number): Promise<TemplateRow> {
  const rows = await db
    .select()
    .from(loadTemplates)
    .where(and(eq(loadTemplates.id, id), eq(loadTemplates.accountId, caller.account.id)));
  return firstOrNotFound(rows, 'Template not found');
}

export async function listTemplates(
  { db }: AppContext,
  caller: Caller,
  query: Paged,
): Promise<TemplateList> {
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

export async function getTemplate(
  { db }: AppContext,
  caller: Caller,
  id: number,
): Promise<TemplateResponse> {
  const row = await ownTemplate(db, caller, id);
  return toTemplate(row, (await scheduleCounts(db, [id])).get(id) ?? 0);
}

export async function updateTemplate(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: TemplateBody,
): Promise<TemplateResponse> {
  await ctx.db.transaction(async (tx) => {
    await ownTemplate(tx, caller, id);
    await checkTemplateLoad(tx, caller, body.load);
    await tx
      .update(loadTemplates)
      .set({ name: body.name, load: body.load as Record<string, unknown>, updatedAt: sql`now()` })
      .where(eq(loadTemplates.id, id));
  });
  return getTemplate(ctx, caller, id);
}

/** Deleting a template deletes its schedules; the loads they made stay. */
export async function deleteTemplate(
  { db }: AppContext,
  caller: Caller,
  id: number,
): Promise<void> {
  await ownTemplate(db, caller, id);
  await db
    .delete(loadTemplates)
    .where(and(eq(loadTemplates.id, id), eq(loadTemplates.accountId, caller.account.id)));
}

/** The body of POST /api/loads a template makes for a ship date (PRODUCT.md 16 precisions). */
export function loadBodyOf(
  template: TemplateRow,
  shipDate: string,
  name?: string | null,
  draft = false,
) {
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
