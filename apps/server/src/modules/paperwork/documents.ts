import type { LoadDocument } from '@spotlane/shared/schemas/paperwork';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadDocuments, loads, uploads, users } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import { issueInvoice } from '../billing/index.ts';
import { type LoadRow, lockLoadRow, recordHistory } from '../loads/index.ts';
import type { tell } from '../notifications/index.ts';
import { loadChanged, loadForParty, nothingChanges } from './party.ts';

/** PRODUCT.md 12, documents of a load: attached, retyped, removed, downloaded, reviewed (POD). */

/** How long a document link stays valid. */
export const DOCUMENT_LINK_SECONDS = 15 * 60;

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
    // PRODUCT.md 19: the approved POD issues the carrier's invoice (self-billing), once.
    if (input.approved) await issueInvoice(ctx, tx, load.id, caller.user.id);
  });
  return getDocument(ctx.db, caller, id);
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
