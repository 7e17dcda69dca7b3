import { createHash, randomBytes } from 'node:crypto';
import { canTransition, type LoadStatus } from '@spotlane/shared/domain/load-status';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type Acknowledgement,
  ETA_IN_PAST,
  etaInPast,
  type LoadDocument,
  type Milestone,
  milestoneLabels,
  milestones,
  milestonesInOrder,
  notYourName,
  type PublicTracking,
  type ShareLink,
  signsAs,
  type Timeline,
  type TrackingRequest,
} from '@spotlane/shared/schemas/paperwork';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type Db, type DbOrTx, readsOn } from '../../db/client.ts';
import {
  loadDocuments,
  loadShareLinks,
  loadStatusHistory,
  loads,
  loadTracking,
  loadTrackingEvents,
  rateConfirmations,
  uploads,
  users,
} from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { newObjectKey } from '../../platform/storage.ts';
import {
  AT_RISK,
  announceStatus,
  atRiskSweepJob,
  type LoadRow,
  lockLoadRow,
  type RateTerms,
  rateConfirmationJob,
  recordHistory,
  type StatusFollowUp,
  setStatus,
  tell,
} from '../loads/service.ts';
import { notify } from '../notifications/service.ts';
import { renderRateConfirmation } from './pdf.ts';

/** How long a document link stays valid. */
export const DOCUMENT_LINK_SECONDS = 15 * 60;
/** PRODUCT.md 12: a share link is valid until 7 days after delivery. */
export const SHARE_DAYS_AFTER_DELIVERY = 7;
/** Requests to the public tracking page per address and minute. */
export const TRACK_REQUESTS_PER_MINUTE = 60;

type Party = 'shipper' | 'carrier';

const nothingChanges = (message: string) => AppError.of(409, 'InvalidTransition', message);

/**
 * The load as one of its two parties sees it: the shipper that owns it or the carrier that
 * holds it. Anyone else (another shipper, a carrier that bid on it or held it before) gets 404.
 */
async function loadForParty(
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

// ---------------------------------------------------------------------------------------
// Rate confirmations

type ConfirmationRow = typeof rateConfirmations.$inferSelect;

/** The versions a party may read: all for the shipper, the carrier's own for the carrier. */
async function readableVersions(db: DbOrTx, caller: Caller, loadId: number) {
  const { load, party } = await loadForParty(db, caller, loadId);
  const rows = await db
    .select()
    .from(rateConfirmations)
    .where(
      and(
        eq(rateConfirmations.loadId, loadId),
        party === 'carrier' ? eq(rateConfirmations.carrierAccountId, caller.account.id) : undefined,
      ),
    )
    .orderBy(desc(rateConfirmations.version));
  return { load, party, rows };
}

export async function listRateConfirmations(ctx: AppContext, caller: Caller, loadId: number) {
  const { rows } = await readableVersions(ctx.db, caller, loadId);
  return {
    results: rows.map((row) => ({
      version: row.version,
      rate: row.rateCents,
      created_at: row.createdAt.toISOString(),
      acknowledged_name: row.acknowledgedName,
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    })),
    count: rows.length,
  };
}

/** A logo PDFKit can draw (PNG or JPEG), or null. */
async function logoBytes(ctx: AppContext, uploadId: number | null): Promise<Buffer | null> {
  if (!uploadId) return null;
  const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (upload?.status !== 'completed') return null;
  const bytes = await ctx.storage.read(upload.objectKey).catch(() => null);
  if (!bytes) return null;
  if (upload.contentType === 'image/webp') {
    // The memory budget (decision 046): sharp loads with the first logo it converts.
    const { default: sharp } = await import('sharp');
    return sharp(bytes).png().toBuffer();
  }
  return bytes;
}

async function renderVersion(ctx: AppContext, row: ConfirmationRow): Promise<Buffer> {
  const terms = row.terms as unknown as RateTerms;
  const [shipperLogo, carrierLogo] = await Promise.all([
    logoBytes(ctx, terms.shipper.logo_upload_id),
    logoBytes(ctx, terms.carrier.logo_upload_id),
  ]);
  const acknowledged =
    row.acknowledgedName && row.acknowledgedAt
      ? { name: row.acknowledgedName, at: row.acknowledgedAt }
      : null;
  return renderRateConfirmation(terms, acknowledged, {
    shipper: shipperLogo,
    carrier: carrierLogo,
  });
}

const pdfName = (terms: RateTerms) => `rate-confirmation-${terms.identifier}-v${terms.version}.pdf`;

/** GET /api/loads/{id}/rate_confirmation: the PDF of a version (the latest by default). */
export async function rateConfirmationPdf(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  version?: number,
): Promise<{ pdf: Buffer; fileName: string; version: number }> {
  const { rows } = await readableVersions(ctx.db, caller, loadId);
  const row = version === undefined ? rows[0] : rows.find((entry) => entry.version === version);
  if (!row) throw notFound('Rate confirmation not found');
  return {
    pdf: await renderVersion(ctx, row),
    fileName: pdfName(row.terms as unknown as RateTerms),
    version: row.version,
  };
}

/** POST .../rate_confirmation/acknowledge: the assigned carrier signs the latest version. */
export async function acknowledgeRateConfirmation(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  name: string,
): Promise<Acknowledgement> {
  return ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    if (party !== 'carrier')
      throw forbidden('Only the assigned carrier acknowledges the rate confirmation');
    // The acknowledgement is a signature: the signed-in person's own name, not any text.
    if (!signsAs(name, caller.user.firstName, caller.user.lastName))
      throw validation('name', notYourName(caller.user.firstName, caller.user.lastName));
    const [latest] = await tx
      .select()
      .from(rateConfirmations)
      .where(
        and(
          eq(rateConfirmations.loadId, load.id),
          eq(rateConfirmations.carrierAccountId, caller.account.id),
        ),
      )
      .orderBy(desc(rateConfirmations.version))
      .limit(1)
      .for('update');
    if (!latest) throw notFound('Rate confirmation not found');
    if (latest.acknowledgedAt) throw nothingChanges('This version is already acknowledged');
    const [row] = await tx
      .update(rateConfirmations)
      .set({
        acknowledgedName: name,
        acknowledgedAt: sql`now()`,
        acknowledgedByUserId: caller.user.id,
      })
      .where(eq(rateConfirmations.id, latest.id))
      .returning();
    await recordHistory(
      tx,
      load.id,
      `rate_confirmation_v${latest.version}_acknowledged`,
      caller.user.id,
    );
    await loadChanged(ctx, tx, load.accountId, load);
    return {
      load_id: load.id,
      version: latest.version,
      name,
      acknowledged_at: (row?.acknowledgedAt ?? new Date()).toISOString(),
    };
  });
}

/** The job: renders a version, stores the PDF and mails it to the carrier as an attachment. */
export async function deliverRateConfirmation(ctx: AppContext, confirmationId: number) {
  const [row] = await ctx.db
    .select()
    .from(rateConfirmations)
    .where(eq(rateConfirmations.id, confirmationId));
  if (!row || row.objectKey) return;
  const terms = row.terms as unknown as RateTerms;
  const pdf = await renderVersion(ctx, row);
  const [load] = await ctx.db.select().from(loads).where(eq(loads.id, row.loadId));
  if (!load) return;
  const key = newObjectKey('document', load.accountId);
  await ctx.storage.write(key, pdf, 'application/pdf');
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rateConfirmations)
      .set({ objectKey: key })
      .where(and(eq(rateConfirmations.id, row.id), isNull(rateConfirmations.objectKey)))
      .returning({ id: rateConfirmations.id });
    if (!claimed || ctx.silent) return;
    // Rendering takes a while: a carrier replaced meanwhile no longer holds the load and must
    // not hear its name (SPEC 2.7), so the holder is read again under the load's lock.
    const [current] = await tx
      .select({ assignedAccountId: loads.assignedAccountId, status: loads.status })
      .from(loads)
      .where(eq(loads.id, load.id))
      .for('update');
    if (current?.assignedAccountId !== row.carrierAccountId || current.status === 'cancelled')
      return;
    // The carrier user that holds the load, else every active user of the carrier.
    const recipients = await tx
      .select({ email: users.email, firstName: users.firstName, id: users.id })
      .from(users)
      .where(and(eq(users.accountId, row.carrierAccountId), eq(users.status, 'active')));
    const holder = recipients.filter((user) => user.id === load.assignedUserId);
    for (const user of holder.length ? holder : recipients) {
      const mail = await noticeMail({
        firstName: user.firstName,
        title: `Rate confirmation ${terms.identifier} (version ${terms.version})`,
        body: `${terms.shipper.company_name} sends the rate confirmation of "${terms.load_name}" (${terms.identifier}) at ${terms.rate_text}. It is attached; please acknowledge it in Spotlane.`,
        link: new URL(paths.confirmationPdfFor(load.id), ctx.appUrl).toString(),
      });
      await enqueueMail(tx, {
        to: user.email,
        ...mail,
        attachments: [{ fileName: pdfName(terms), contentType: 'application/pdf', objectKey: key }],
      });
    }
  });
  ctx.mailWritten();
}

// ---------------------------------------------------------------------------------------
// Documents

type DocumentRow = {
  doc: typeof loadDocuments.$inferSelect;
  upload: typeof uploads.$inferSelect;
  first: string | null;
  last: string | null;
  shipperAccountId: number;
};

const toDocument = (row: DocumentRow): LoadDocument => ({
  id: row.doc.id,
  load_id: row.doc.loadId,
  kind: row.doc.kind as LoadDocument['kind'],
  file_name: row.doc.fileName,
  content_type: row.upload.contentType,
  size: row.upload.size,
  uploaded_by: row.first ? `${row.first} ${row.last}` : null,
  uploaded_by_party: row.doc.accountId === row.shipperAccountId ? 'shipper' : 'carrier',
  review:
    row.doc.reviewedAt && row.doc.reviewApproved !== null
      ? {
          approved: row.doc.reviewApproved,
          reason: row.doc.reviewReason,
          at: row.doc.reviewedAt.toISOString(),
        }
      : null,
  created_at: row.doc.createdAt.toISOString(),
});

const documentQuery = (db: DbOrTx) =>
  db
    .select({
      doc: loadDocuments,
      upload: uploads,
      first: users.firstName,
      last: users.lastName,
      shipperAccountId: loads.accountId,
    })
    .from(loadDocuments)
    .innerJoin(uploads, eq(uploads.id, loadDocuments.uploadId))
    .innerJoin(loads, eq(loads.id, loadDocuments.loadId))
    .leftJoin(users, eq(users.id, loadDocuments.uploadedByUserId));

export async function listDocuments(ctx: AppContext, caller: Caller, loadId: number) {
  await loadForParty(ctx.db, caller, loadId);
  const rows = await documentQuery(ctx.db)
    .where(eq(loadDocuments.loadId, loadId))
    .orderBy(loadDocuments.id);
  return { results: rows.map(toDocument), count: rows.length };
}

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export async function attachDocument(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: { upload_id: number; kind: LoadDocument['kind']; file_name: string | null },
): Promise<LoadDocument> {
  const id = await ctx.db.transaction(async (tx) => {
    const { load } = await loadForParty(tx, caller, loadId, true);
    if (load.status.startsWith('cancelled'))
      throw AppError.of(409, 'LoadCancelled', 'This load was cancelled');
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, input.upload_id), eq(uploads.accountId, caller.account.id)));
    if (upload?.purpose !== 'document' || upload.status !== 'completed')
      throw validation('upload_id', 'Upload a PDF, PNG or JPEG document first');
    const [taken] = await tx
      .select({ id: loadDocuments.id })
      .from(loadDocuments)
      .where(eq(loadDocuments.uploadId, upload.id));
    if (taken) throw nothingChanges('This file is already attached');
    const fileName =
      input.file_name ??
      `${input.kind}-${load.identifier ?? load.id}.${extensionOf[upload.contentType] ?? 'bin'}`;
    const [row] = await tx
      .insert(loadDocuments)
      .values({
        loadId: load.id,
        accountId: caller.account.id,
        uploadId: upload.id,
        kind: input.kind,
        fileName,
        uploadedByUserId: caller.user.id,
      })
      .returning({ id: loadDocuments.id });
    await recordHistory(tx, load.id, `document_${input.kind}_added`, caller.user.id);
    // The other party's open documents panel refreshes on the live event.
    const otherParty =
      caller.account.id === load.accountId ? load.assignedAccountId : load.accountId;
    if (otherParty) await loadChanged(ctx, tx, otherParty, load);
    return row?.id ?? 0;
  });
  return getDocument(ctx.db, caller, id);
}

/** A document of a load the caller is a party of, or 404. */
async function documentForParty(db: DbOrTx, caller: Caller, id: number) {
  const [row] = await documentQuery(db).where(
    and(
      eq(loadDocuments.id, id),
      or(eq(loads.accountId, caller.account.id), eq(loads.assignedAccountId, caller.account.id)),
    ),
  );
  if (!row) throw notFound('Document not found');
  return row;
}

async function getDocument(db: DbOrTx, caller: Caller, id: number) {
  return toDocument(await documentForParty(db, caller, id));
}

/**
 * A document its uploader may still change: attached by the caller's account and not reviewed
 * (a reviewed POD is the shipper's record), on a load that is not cancelled. Locked.
 */
async function ownUnreviewedDocument(tx: DbOrTx, caller: Caller, id: number) {
  const found = await documentForParty(tx, caller, id);
  const load = await lockLoadRow(tx, found.doc.loadId);
  if (found.doc.accountId !== caller.account.id)
    throw forbidden('Only the party that uploaded a document changes or removes it');
  if (load.status.startsWith('cancelled'))
    throw AppError.of(409, 'LoadCancelled', 'This load was cancelled');
  const [doc] = await tx.select().from(loadDocuments).where(eq(loadDocuments.id, id)).for('update');
  if (!doc) throw notFound('Document not found');
  if (doc.reviewedAt)
    throw nothingChanges('This document was reviewed: it can no longer be changed or removed');
  return { doc, load };
}

/** PUT /api/documents/{id}: the uploader corrects the type of a document chosen wrongly. */
export async function retypeDocument(
  ctx: AppContext,
  caller: Caller,
  id: number,
  kind: LoadDocument['kind'],
): Promise<LoadDocument> {
  await ctx.db.transaction(async (tx) => {
    const { doc, load } = await ownUnreviewedDocument(tx, caller, id);
    if (doc.kind === kind) throw nothingChanges('The document already has this type');
    await tx.update(loadDocuments).set({ kind }).where(eq(loadDocuments.id, id));
    await recordHistory(tx, load.id, `document_${doc.kind}_retyped_${kind}`, caller.user.id);
    await documentsChangedFor(ctx, tx, caller, load);
  });
  return getDocument(ctx.db, caller, id);
}

/** DELETE /api/documents/{id}: the uploader takes back a document not yet reviewed. */
export async function removeDocument(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { doc, load } = await ownUnreviewedDocument(tx, caller, id);
    await tx.delete(loadDocuments).where(eq(loadDocuments.id, id));
    await recordHistory(tx, load.id, `document_${doc.kind}_removed`, caller.user.id);
    await documentsChangedFor(ctx, tx, caller, load);
  });
}

/** The other party's open documents panel refreshes on the live event. */
async function documentsChangedFor(
  ctx: AppContext,
  tx: Parameters<typeof tell>[1],
  caller: Caller,
  load: LoadRow,
) {
  const otherParty = caller.account.id === load.accountId ? load.assignedAccountId : load.accountId;
  if (otherParty) await loadChanged(ctx, tx, otherParty, load);
}

/** GET /api/documents/{id}: a signed download link (PRODUCT.md 12). */
export async function documentLink(ctx: AppContext, caller: Caller, id: number) {
  const row = await documentForParty(ctx.db, caller, id);
  const link = await ctx.storage.downloadUrl(row.upload.objectKey, {
    contentType: row.upload.contentType,
    expiresInSeconds: DOCUMENT_LINK_SECONDS,
    disposition: { type: 'attachment', fileName: row.doc.fileName },
  });
  return { url: link.url, expires_at: link.expiresAt.toISOString() };
}

/** POST /api/documents/{id}/review: the shipper approves or rejects a POD with a reason. */
export async function reviewDocument(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: { approved: boolean; reason: string | null },
): Promise<LoadDocument> {
  await ctx.db.transaction(async (tx) => {
    const found = await documentForParty(tx, caller, id);
    const load = await lockLoadRow(tx, found.doc.loadId);
    if (load.accountId !== caller.account.id || !effectivePermissions(caller.user).shipment_edit)
      throw forbidden('Only the shipper reviews a proof of delivery');
    if (found.doc.kind !== 'pod') throw nothingChanges('Only a proof of delivery is reviewed');
    const [doc] = await tx
      .select()
      .from(loadDocuments)
      .where(eq(loadDocuments.id, id))
      .for('update');
    if (
      doc?.reviewedAt &&
      doc.reviewApproved === input.approved &&
      doc.reviewReason === input.reason
    )
      throw nothingChanges(
        input.approved ? 'This POD is already approved' : 'This POD is already rejected',
      );
    await tx
      .update(loadDocuments)
      .set({ reviewApproved: input.approved, reviewReason: input.reason, reviewedAt: sql`now()` })
      .where(eq(loadDocuments.id, id));
    await recordHistory(
      tx,
      load.id,
      input.approved ? 'pod_approved' : 'pod_rejected',
      caller.user.id,
    );
    if (load.assignedAccountId) await loadChanged(ctx, tx, load.assignedAccountId, load);
  });
  return getDocument(ctx.db, caller, id);
}

// ---------------------------------------------------------------------------------------
// Tracking

/** A milestone moves the load when the carrier may make that step (PRODUCT.md 4). */
const MILESTONE_STATUS: Partial<Record<Milestone, LoadStatus>> = {
  departed_pickup: 'in_transit',
  delivered: 'delivered',
};

async function isAtRisk(db: DbOrTx, loadId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select ${AT_RISK} as risk from loads l where l.id = ${loadId}`,
  )) as unknown as { rows: Array<{ risk: boolean }> };
  return result.rows[0]?.risk ?? false;
}

export async function getTimeline(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<Timeline> {
  const { party } = await loadForParty(ctx.db, caller, loadId);
  const result = await timelineOf(ctx.db, loadId);
  if (party !== 'shipper') return result;
  const [active] = await ctx.db
    .select({ id: loadShareLinks.id })
    .from(loadShareLinks)
    .where(and(eq(loadShareLinks.loadId, loadId), isNull(loadShareLinks.revokedAt)))
    .limit(1);
  return { ...result, share_link_active: Boolean(active) };
}

async function timelineOf(db: DbOrTx, loadId: number): Promise<Timeline> {
  const [rows, [state], atRisk] = await readsOn(
    db,
    () =>
      db
        .select({ event: loadTrackingEvents, first: users.firstName, last: users.lastName })
        .from(loadTrackingEvents)
        .leftJoin(users, eq(users.id, loadTrackingEvents.byUserId))
        .where(eq(loadTrackingEvents.loadId, loadId))
        .orderBy(loadTrackingEvents.id),
    () => db.select().from(loadTracking).where(eq(loadTracking.loadId, loadId)),
    () => isAtRisk(db, loadId),
  );
  return {
    results: rows.map(({ event, first, last }) => ({
      type: event.type as 'milestone' | 'check_call',
      ...(event.type === 'milestone'
        ? { milestone: event.milestone as Milestone }
        : {
            check_call: {
              note: event.note,
              eta: event.eta?.toISOString() ?? null,
              city: event.city,
              state: event.state,
            },
          }),
      at: event.createdAt.toISOString(),
      by: first ? `${first} ${last}` : null,
    })),
    count: rows.length,
    at_risk: atRisk,
    eta: state?.eta?.toISOString() ?? null,
  };
}

/** POST /api/loads/{id}/tracking: a milestone or a check call by the carrier holding the load. */
export async function addTracking(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: TrackingRequest,
): Promise<Timeline> {
  await ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    if (party !== 'carrier') throw forbidden('Only the assigned carrier reports tracking');
    if (!['assigned', 'scheduled', 'in_transit'].includes(load.status))
      throw AppError.of(
        409,
        'InvalidTransition',
        load.status === 'delivered'
          ? 'This load is already delivered: tracking is closed'
          : `A load that is ${load.status.replace(/_/g, ' ')} cannot be tracked`,
      );
    if ('milestone' in input) {
      const reported = new Set(
        (
          await tx
            .select({ milestone: loadTrackingEvents.milestone })
            .from(loadTrackingEvents)
            .where(
              and(eq(loadTrackingEvents.loadId, load.id), eq(loadTrackingEvents.type, 'milestone')),
            )
        ).map((row) => row.milestone as Milestone),
      );
      if (reported.has(input.milestone)) throw nothingChanges('This milestone is already reported');
      // PRODUCT.md 12: milestones in order, each after the one before it and none after a later one.
      const index = milestones.indexOf(input.milestone);
      const later = milestones.slice(index + 1).find((milestone) => reported.has(milestone));
      if (later)
        throw nothingChanges(
          `"${milestoneLabels[input.milestone]}" cannot come after "${milestoneLabels[later]}"`,
        );
      const missing = milestones.slice(0, index).find((milestone) => !reported.has(milestone));
      if (missing)
        throw nothingChanges(`Report "${milestoneLabels[missing]}" first: milestones go in order`);
      await tx.insert(loadTrackingEvents).values({
        loadId: load.id,
        type: 'milestone',
        milestone: input.milestone,
        byUserId: caller.user.id,
      });
      await recordHistory(tx, load.id, `milestone_${input.milestone}`, caller.user.id);
      const to = MILESTONE_STATUS[input.milestone];
      if (to && load.status !== to && canTransition(load.status, to, 'carrier')) {
        await setStatus(tx, load.id, to, caller.user.id);
        await announceStatus(ctx, tx, load, to, caller.account.id);
      } else {
        await loadChanged(ctx, tx, load.accountId, load);
      }
    } else {
      const call = input.check_call;
      if (etaInPast(call.eta)) throw validation('check_call.eta', ETA_IN_PAST);
      await tx.insert(loadTrackingEvents).values({
        loadId: load.id,
        type: 'check_call',
        note: call.note ?? null,
        eta: new Date(call.eta),
        city: call.city,
        state: call.state,
        byUserId: caller.user.id,
      });
      await tx
        .insert(loadTracking)
        .values({ loadId: load.id, lastCheckCallAt: sql`now()`, eta: new Date(call.eta) })
        .onConflictDoUpdate({
          target: loadTracking.loadId,
          set: { lastCheckCallAt: sql`now()`, eta: new Date(call.eta) },
        });
      await recordHistory(tx, load.id, 'check_call', caller.user.id);
      await loadChanged(ctx, tx, load.accountId, load);
    }
  });
  // A late ETA is told at once rather than at the next sweep.
  await atRiskSweepJob.enqueue(ctx.db, {});
  return timelineOf(ctx.db, loadId);
}

/**
 * A status change's milestone (PRODUCT.md 12): a load marked delivered shows Delivered on its
 * timeline and its public tracking page, as when the carrier reports the milestone.
 */
export const recordStatusMilestone: StatusFollowUp = async (tx, { loadId, status, byUserId }) => {
  if (status !== 'delivered') return;
  const [done] = await tx
    .select({ id: loadTrackingEvents.id })
    .from(loadTrackingEvents)
    .where(
      and(eq(loadTrackingEvents.loadId, loadId), eq(loadTrackingEvents.milestone, 'delivered')),
    );
  if (done) return;
  await tx
    .insert(loadTrackingEvents)
    .values({ loadId, type: 'milestone', milestone: 'delivered', byUserId });
};

/** A paperwork step refreshes the load in the live views of the party in `accountId`. */
function loadChanged(
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

const UNTOLD_AT_RISK = sql`l.status = 'in_transit' and ${AT_RISK}
      and not exists (select 1 from load_tracking t where t.load_id = l.id and t.at_risk_notified_at is not null)`;

async function hasUntoldAtRisk(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from loads l where ${UNTOLD_AT_RISK}) as found`,
  )) as unknown as { rows: Array<{ found: boolean }> };
  return result.rows[0]?.found ?? false;
}

/**
 * Tells each shipper once about its loads that became at risk (PRODUCT.md 12): the load is
 * marked under its row lock, so two sweeps never tell twice. Answers how many were told.
 */
export async function sweepAtRisk(ctx: AppContext): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select l.id from loads l where ${UNTOLD_AT_RISK} limit 200`,
  )) as unknown as { rows: Array<{ id: number }> };
  let told = 0;
  for (const { id } of result.rows) {
    await ctx.db.transaction(async (tx) => {
      const load = await lockLoadRow(tx, id);
      const [marked] = await tx
        .insert(loadTracking)
        .values({ loadId: id, atRiskNotifiedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loadTracking.loadId,
          set: { atRiskNotifiedAt: sql`now()` },
          setWhere: isNull(loadTracking.atRiskNotifiedAt),
        })
        .returning({ id: loadTracking.id });
      if (!marked || !(await isAtRisk(tx, id))) {
        if (marked)
          await tx
            .update(loadTracking)
            .set({ atRiskNotifiedAt: null })
            .where(eq(loadTracking.loadId, id));
        return;
      }
      await recordHistory(tx, id, 'at_risk', null);
      await notify(ctx, tx, { accountId: load.accountId }, 'loadAtRisk', load, {});
      told++;
    });
  }
  if (told) ctx.mailWritten();
  return told;
}

export function scheduleTracking(
  runner: JobRunner,
  ctx: AppContext,
  log: FastifyBaseLogger,
  everySeconds: number,
): void {
  runner
    .handle(atRiskSweepJob, async () => {
      const told = await sweepAtRisk(ctx);
      if (told) log.info({ told }, 'tracking: shippers told about loads at risk');
    })
    // A check in this process, without a queue row per slot: the job is enqueued only when a
    // load waits to be told about.
    .periodic('tracking.at-risk-check', everySeconds, async () => {
      if (await hasUntoldAtRisk(ctx.db)) await atRiskSweepJob.enqueue(ctx.db, {});
    })
    .handle(rateConfirmationJob, ({ confirmationId }) =>
      deliverRateConfirmation(ctx, confirmationId),
    );
}

// ---------------------------------------------------------------------------------------
// Share links

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a delivered load's links stop working; null while it is not delivered. */
async function shareExpiry(db: DbOrTx, load: LoadRow): Promise<Date | null> {
  if (load.status !== 'delivered') return null;
  const [row] = await db
    .select({ at: sql<string>`max(${loadStatusHistory.createdAt})` })
    .from(loadStatusHistory)
    .where(and(eq(loadStatusHistory.loadId, load.id), eq(loadStatusHistory.status, 'delivered')));
  const delivered = row?.at ? new Date(row.at) : load.updatedAt;
  return new Date(delivered.getTime() + SHARE_DAYS_AFTER_DELIVERY * 24 * 3600 * 1000);
}

function requireShipper(load: LoadRow, party: Party, caller: Caller) {
  if (party !== 'shipper' || !effectivePermissions(caller.user).shipment_edit)
    throw forbidden('Only the shipper shares a tracking link');
  if (load.status.startsWith('cancelled'))
    throw AppError.of(409, 'LoadCancelled', 'This load was cancelled');
}

/** POST /api/loads/{id}/share: a new link (any earlier one stops working). */
export async function createShareLink(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<ShareLink> {
  return ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    requireShipper(load, party, caller);
    const expires = await shareExpiry(tx, load);
    if (expires && expires.getTime() <= Date.now())
      throw AppError.of(409, 'InvalidTransition', 'This load was delivered more than 7 days ago');
    // 128 random bits, base64url (22 characters).
    const token = randomBytes(16).toString('base64url');
    await tx
      .update(loadShareLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(loadShareLinks.loadId, load.id), isNull(loadShareLinks.revokedAt)));
    await tx
      .insert(loadShareLinks)
      .values({ loadId: load.id, tokenHash: hashToken(token), createdByUserId: caller.user.id });
    await recordHistory(tx, load.id, 'share_link_created', caller.user.id);
    return {
      url: new URL(paths.track(token), ctx.appUrl).toString(),
      token,
      expires_at: expires?.toISOString() ?? null,
    };
  });
}

/** DELETE /api/loads/{id}/share: the link stops working; 404 when there is none. */
export async function revokeShareLink(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    if (party !== 'shipper' || !effectivePermissions(caller.user).shipment_edit)
      throw forbidden('Only the shipper shares a tracking link');
    const revoked = await tx
      .update(loadShareLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(loadShareLinks.loadId, load.id), isNull(loadShareLinks.revokedAt)))
      .returning({ id: loadShareLinks.id });
    if (revoked.length === 0) throw notFound('There is no tracking link to revoke');
    await recordHistory(tx, load.id, 'share_link_revoked', caller.user.id);
  });
}

/**
 * GET /api/track/{token}: public, rate limited per address. Status, milestones, ETA and the
 * last city: never rates, contacts, names of people or companies, or addresses.
 */
export async function publicTracking(
  db: Db,
  token: string,
  address: string,
): Promise<PublicTracking> {
  await hitRateLimits(db, [
    { key: `track:${address}`, max: TRACK_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  const [link] = await db
    .select()
    .from(loadShareLinks)
    .where(and(eq(loadShareLinks.tokenHash, hashToken(token)), isNull(loadShareLinks.revokedAt)));
  if (!link) throw notFound('This tracking link does not exist or no longer works');
  const [load] = await db.select().from(loads).where(eq(loads.id, link.loadId));
  if (!load || load.status.startsWith('cancelled'))
    throw notFound('This tracking link does not exist or no longer works');
  const expires = await shareExpiry(db, load);
  if (expires && expires.getTime() <= Date.now())
    throw notFound('This tracking link does not exist or no longer works');
  const [events, [state], places] = await Promise.all([
    db
      .select()
      .from(loadTrackingEvents)
      .where(eq(loadTrackingEvents.loadId, load.id))
      .orderBy(loadTrackingEvents.id),
    db.select().from(loadTracking).where(eq(loadTracking.loadId, load.id)),
    placesOf(db, load),
  ]);
  const lastCall = [...events].reverse().find((event) => event.type === 'check_call');
  return {
    identifier: load.identifier,
    status: load.status,
    origin: places.origin,
    destination: places.destination,
    milestones: milestonesInOrder(
      events
        .filter((event) => event.type === 'milestone')
        .map((event) => ({
          milestone: event.milestone as Milestone,
          at: event.createdAt.toISOString(),
        })),
    ),
    eta: state?.eta?.toISOString() ?? null,
    last_location:
      lastCall?.city && lastCall.state
        ? { city: lastCall.city, state: lastCall.state, at: lastCall.createdAt.toISOString() }
        : null,
    expires_at: expires?.toISOString() ?? null,
  };
}

/** The cities of the first pickup and delivery (no street, no company, no contact). */
async function placesOf(db: DbOrTx, load: LoadRow) {
  const ids = [load.originLocationId, load.destinationLocationId].filter(
    (id): id is number => id !== null,
  );
  const rows = ids.length
    ? (
        (await db.execute(
          sql`select id, city, state from delivery_locations where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )) as unknown as { rows: Array<{ id: number; city: string; state: string }> }
      ).rows
    : [];
  const cityOf = (id: number | null, quote: { city: string; state: string } | null) => {
    const row = rows.find((entry) => entry.id === id);
    if (row) return { city: row.city, state: row.state };
    return quote ? { city: quote.city, state: quote.state } : null;
  };
  return {
    origin: cityOf(load.originLocationId, load.quoteOrigin),
    destination: cityOf(load.destinationLocationId, load.quoteDestination),
  };
}

// ---------------------------------------------------------------------------------------
// What tracking (PRODUCT.md 18) records through this module

/**
 * A milestone made by a geofence or a driver's tap rather than typed by the carrier: recorded
 * once (the unique milestone index), and the load moves as when the carrier reports it.
 * Answers whether this call recorded it.
 */
export async function recordTrackedMilestone(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  milestone: Milestone,
  byUserId: number | null,
): Promise<boolean> {
  const load = await lockLoadRow(tx, loadId);
  if (!['assigned', 'scheduled', 'in_transit'].includes(load.status)) return false;
  // A truck seen at the pickup was dispatched: the milestones before this one that nobody
  // reported are implied by it and recorded with it, so the timeline stays in order (12).
  const implied =
    milestone === 'delivered' ? [] : milestones.slice(0, milestones.indexOf(milestone));
  for (const earlier of implied)
    await tx
      .insert(loadTrackingEvents)
      .values({ loadId, type: 'milestone', milestone: earlier, byUserId })
      .onConflictDoNothing();
  const [row] = await tx
    .insert(loadTrackingEvents)
    .values({ loadId, type: 'milestone', milestone, byUserId })
    .onConflictDoNothing()
    .returning({ id: loadTrackingEvents.id });
  if (!row) return false;
  await recordHistory(tx, loadId, `milestone_${milestone}`, byUserId);
  const to = MILESTONE_STATUS[milestone];
  if (to && load.status !== to && canTransition(load.status, to, 'carrier')) {
    await setStatus(tx, loadId, to, byUserId);
    await announceStatus(ctx, tx, load, to, load.assignedAccountId ?? load.accountId);
  } else {
    await loadChanged(ctx, tx, load.accountId, load);
  }
  return true;
}

/**
 * The ETA of a position (PRODUCT.md 18) feeds the at-risk rule (12): a position counts as a
 * check call, so a truck that reports itself is not "4 hours without a check call".
 */
export async function recordPositionEta(tx: DbOrTx, loadId: number, eta: Date | null) {
  await tx
    .insert(loadTracking)
    .values({ loadId, lastCheckCallAt: sql`now()`, eta })
    .onConflictDoUpdate({ target: loadTracking.loadId, set: { lastCheckCallAt: sql`now()`, eta } });
}

/** Whether a proof of delivery is attached to the load. */
export async function hasProofOfDelivery(db: DbOrTx, loadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loadDocuments.id })
    .from(loadDocuments)
    .where(and(eq(loadDocuments.loadId, loadId), eq(loadDocuments.kind, 'pod')))
    .limit(1);
  return Boolean(row);
}

/** The document attached from an upload, if any (the driver's photo sent twice is one document). */
export async function documentOfUpload(db: DbOrTx, uploadId: number) {
  const [row] = await db
    .select({ id: loadDocuments.id, kind: loadDocuments.kind, fileName: loadDocuments.fileName })
    .from(loadDocuments)
    .where(eq(loadDocuments.uploadId, uploadId));
  return row ?? null;
}

/** The load of a working public share link, and since when the link exists; else 404. */
export async function sharedLoad(db: Db, token: string, address: string) {
  await hitRateLimits(db, [
    { key: `track:${address}`, max: TRACK_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  const gone = () => notFound('This tracking link does not exist or no longer works');
  const [link] = await db
    .select()
    .from(loadShareLinks)
    .where(and(eq(loadShareLinks.tokenHash, hashToken(token)), isNull(loadShareLinks.revokedAt)));
  if (!link) throw gone();
  const [load] = await db.select().from(loads).where(eq(loads.id, link.loadId));
  if (!load || load.status.startsWith('cancelled')) throw gone();
  const expires = await shareExpiry(db, load);
  if (expires && expires.getTime() <= Date.now()) throw gone();
  return { load, linkCreatedAt: link.createdAt };
}
