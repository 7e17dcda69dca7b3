import { paths } from '@spotlane/shared/domain/paths';
import { type Acknowledgement, notYourName, signsAs } from '@spotlane/shared/schemas/paperwork';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loads, rateConfirmations, uploads, users } from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { sealIssuedPdf, termsDigest } from '../compliance/index.ts';
import {
  acknowledgeVersion,
  claimVersionPdf,
  type RateTerms,
  recordHistory,
} from '../loads/index.ts';
import { loadChanged, loadForParty, nothingChanges } from './party.ts';
import { renderRateConfirmation } from './pdf.ts';

/**
 * PRODUCT.md 12, rate confirmations: the versions a party reads, the PDF, the carrier's
 * acknowledgement, and the job that renders a version and mails it to the carrier.
 */

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
  // PRODUCT.md 15: the terms' SHA-256 and the check's link are printed; the file's own SHA-256
  // is kept, so anyone can later learn this copy is genuine and untouched (decision 068).
  const pdf = await renderRateConfirmation(
    terms,
    acknowledged,
    { shipper: shipperLogo, carrier: carrierLogo },
    {
      termsSha256: termsDigest(row.terms),
      verifyUrl: new URL(paths.verifyRateConfirmation, ctx.appUrl).toString(),
    },
  );
  await sealIssuedPdf(
    ctx.db,
    {
      rateConfirmationId: row.id,
      loadId: row.loadId,
      version: row.version,
      issuedAt: new Date(terms.issued_at),
    },
    pdf,
  );
  return pdf;
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
    const row = await acknowledgeVersion(tx, latest.id, { name, userId: caller.user.id });
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
    // Rendering takes a while: a carrier replaced meanwhile no longer holds the load and must
    // not hear its name (SPEC 2.7), so the holder is read again under the load's lock. The load
    // is locked before its version, the order the acknowledgement takes too: the other order
    // let the two deadlock, and the carrier's acknowledgement answered 409.
    const [current] = await tx
      .select({ assignedAccountId: loads.assignedAccountId, status: loads.status })
      .from(loads)
      .where(eq(loads.id, load.id))
      .for('update');
    const claimed = await claimVersionPdf(tx, row.id, key);
    if (!claimed || ctx.silent) return;
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
