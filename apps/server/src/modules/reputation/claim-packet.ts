import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatCents } from '@spotlane/shared/domain/money';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  type Claim,
} from '@spotlane/shared/schemas/reputation';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  loadDocuments,
  loadStatusHistory,
  loadTrackingEvents,
  rateConfirmations,
  uploads,
} from '../../db/schema.ts';

/**
 * PRODUCT.md 21, the claim packet (decision 080): one PDF with the claim, the BOL, the POD, the
 * rate confirmation and the load's history. The documents' own files travel inside it as PDF
 * attachments (an image is also drawn on its page), so the packet is the one file a carrier's
 * insurer asks for.
 */
function fontFile(name: string): string {
  for (const candidate of [`./fonts/${name}`, `../paperwork/fonts/${name}`]) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`font ${name} not found`);
}

export interface PacketFacts {
  claim: Claim;
  documents: {
    kind: string;
    fileName: string;
    uploadedAt: Date;
    body: Buffer | null;
    contentType: string;
  }[];
  rateConfirmation: {
    version: number;
    rateCents: number;
    issuedAt: Date;
    acknowledgedName: string | null;
    acknowledgedAt: Date | null;
    body: Buffer | null;
  } | null;
  history: { at: Date; what: string }[];
}

export async function packetFacts(ctx: AppContext, claim: Claim): Promise<PacketFacts> {
  const { db, storage } = ctx;
  const docs = await db
    .select({
      kind: loadDocuments.kind,
      fileName: loadDocuments.fileName,
      uploadedAt: loadDocuments.createdAt,
      objectKey: uploads.objectKey,
      contentType: uploads.contentType,
      id: loadDocuments.id,
    })
    .from(loadDocuments)
    .innerJoin(uploads, eq(uploads.id, loadDocuments.uploadId))
    .where(eq(loadDocuments.loadId, claim.load_id))
    .orderBy(asc(loadDocuments.id));
  const chosen = docs.filter((d) => d.kind !== 'other' || claim.document_ids.includes(d.id));
  const documents = [];
  for (const d of chosen)
    documents.push({
      kind: d.kind,
      fileName: d.fileName,
      uploadedAt: d.uploadedAt,
      contentType: d.contentType,
      body: await storage.read(d.objectKey).catch(() => null),
    });
  const [confirmation] = await db
    .select()
    .from(rateConfirmations)
    .where(eq(rateConfirmations.loadId, claim.load_id))
    .orderBy(desc(rateConfirmations.version))
    .limit(1);
  const statuses = await db
    .select()
    .from(loadStatusHistory)
    .where(eq(loadStatusHistory.loadId, claim.load_id))
    .orderBy(asc(loadStatusHistory.id));
  const tracking = await db
    .select()
    .from(loadTrackingEvents)
    .where(eq(loadTrackingEvents.loadId, claim.load_id))
    .orderBy(asc(loadTrackingEvents.id));
  const history = [
    ...statuses.map((s) => ({
      at: s.createdAt,
      what: `Status: ${s.status.replaceAll('_', ' ')}${s.note ? ` (${s.note})` : ''}`,
    })),
    ...tracking.map((t) => ({
      at: t.createdAt,
      what: `${t.milestone ?? t.type}${t.city ? ` at ${t.city}, ${t.state ?? ''}` : ''}${t.note ? `: ${t.note}` : ''}`,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    claim,
    documents,
    rateConfirmation: confirmation
      ? {
          version: confirmation.version,
          rateCents: confirmation.rateCents,
          issuedAt: confirmation.createdAt,
          acknowledgedName: confirmation.acknowledgedName,
          acknowledgedAt: confirmation.acknowledgedAt,
          body: confirmation.objectKey
            ? await storage.read(confirmation.objectKey).catch(() => null)
            : null,
        }
      : null,
    history,
  };
}

const stamp = (at: Date) =>
  `${formatUsDate(at.toISOString().slice(0, 10))} ${at.toISOString().slice(11, 16)} UTC`;

export async function renderClaimPacket(facts: PacketFacts): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const regular = fontFile('LiberationSans-Regular.ttf');
  const bold = fontFile('LiberationSans-Bold.ttf');
  const { claim } = facts;
  const doc = new PDFDocument({
    size: 'LETTER',
    font: regular,
    margin: 48,
    info: { Title: `Claim packet #${claim.id}`, Author: 'Spotlane', Subject: claim.load_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const heading = (text: string) =>
    doc.moveDown().font(bold).fontSize(14).text(text).font(regular).fontSize(10);
  const field = (label: string, value: string) =>
    doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);

  doc.font(bold).fontSize(20).text(`Claim packet #${claim.id}`);
  doc.font(regular).fontSize(10).fillColor('#5b6475');
  doc.text(`${claim.shipper.company_name} against ${claim.carrier.company_name}`);
  doc.fillColor('#1a1f36');

  heading('1. The claim');
  field('Load', `${claim.identifier ?? ''} ${claim.load_name}`.trim());
  field('Type', CLAIM_TYPE_LABELS[claim.type]);
  field('Amount claimed', formatCents(claim.amount));
  field('Status', CLAIM_STATUS_LABELS[claim.status] + (claim.overdue ? ' (overdue)' : ''));
  field('Filed', stamp(new Date(claim.filed_at)));
  field('Acknowledge by', formatUsDate(claim.acknowledge_by));
  field('Decide by', formatUsDate(claim.decide_by));
  if (claim.decision) {
    field(
      'Decision',
      `${claim.decision.decision}${claim.decision.amount !== null ? ` ${formatCents(claim.decision.amount)}` : ''}`,
    );
    if (claim.decision.reason) field('Reason', claim.decision.reason);
  }
  if (claim.deducted !== null) field('Deducted on the invoice', formatCents(claim.deducted));
  doc.moveDown(0.5).text(claim.description);

  for (const [title, kind] of [
    ['2. Bill of lading (BOL)', 'bol'],
    ['3. Proof of delivery (POD)', 'pod'],
  ] as const) {
    heading(title);
    const docs = facts.documents.filter((d) => d.kind === kind);
    if (docs.length === 0) doc.text('None on file for this load.');
    for (const d of docs) describeDocument(doc, d, field);
  }

  heading('4. Rate confirmation');
  const rc = facts.rateConfirmation;
  if (!rc) doc.text('None issued for this load.');
  else {
    field('Version', String(rc.version));
    field('Rate', formatCents(rc.rateCents));
    field('Issued', stamp(rc.issuedAt));
    field(
      'Acknowledged',
      rc.acknowledgedAt
        ? `${rc.acknowledgedName ?? ''} ${stamp(rc.acknowledgedAt)}`.trim()
        : 'Not yet',
    );
    if (rc.body)
      doc.file(rc.body, { name: `rate-confirmation-v${rc.version}.pdf`, type: 'application/pdf' });
  }

  const others = facts.documents.filter((d) => d.kind === 'other');
  if (others.length) {
    heading('Other documents');
    for (const d of others) describeDocument(doc, d, field);
  }

  heading("5. The load's history");
  if (facts.history.length === 0) doc.text('No events recorded.');
  for (const entry of facts.history) doc.text(`${stamp(entry.at)}  ${entry.what}`);
  doc.end();
  return done;
}

function describeDocument(
  doc: PDFKit.PDFDocument,
  d: PacketFacts['documents'][number],
  field: (label: string, value: string) => unknown,
) {
  field('File', `${d.fileName} (uploaded ${stamp(d.uploadedAt)})`);
  if (!d.body) return;
  if (d.contentType === 'image/png' || d.contentType === 'image/jpeg') {
    try {
      doc.image(d.body, { fit: [400, 300] });
    } catch {
      doc.text('(The image could not be drawn; it is attached to this PDF.)');
    }
  }
  doc.file(d.body, { name: d.fileName, type: d.contentType });
}
