import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatCents } from '@spotlane/shared/domain/money';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { INVOICE_STATUS_LABELS, type Invoice } from '@spotlane/shared/schemas/billing';

/**
 * The invoice as a PDF (pdfkit, like the rate confirmation), with the same embedded fonts:
 * beside the bundle in production (the build copies them), in paperwork's folder in the tree.
 */
function fontFile(name: string): string {
  for (const candidate of [`./fonts/${name}`, `../paperwork/fonts/${name}`]) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`font ${name} not found`);
}

export async function renderInvoice(invoice: Invoice): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const regular = fontFile('LiberationSans-Regular.ttf');
  const bold = fontFile('LiberationSans-Bold.ttf');
  const doc = new PDFDocument({
    size: 'LETTER',
    font: regular,
    margin: 48,
    info: { Title: `Invoice ${invoice.number}`, Author: 'Spotlane', Subject: invoice.load_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.font(bold).fontSize(20).text(`Invoice ${invoice.number}`);
  doc.font(regular).fontSize(10).fillColor('#5b6475');
  doc.text(
    `Self-billed by ${invoice.shipper.company_name} for ${invoice.carrier.company_name}` +
      (invoice.revision > 0 ? ` - revision ${invoice.revision}` : ''),
  );
  doc.moveDown();
  doc.fillColor('#1a1f36');
  const field = (label: string, value: string) => {
    doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  };
  field('Load', `${invoice.load_identifier ?? ''} ${invoice.load_name}`.trim());
  field('Bill to', invoice.shipper.company_name);
  field('Pay to', invoice.carrier.company_name);
  field('Issued', formatUsDate(invoice.issued_at.slice(0, 10)));
  field('Due', formatUsDate(invoice.due_on));
  field('Status', INVOICE_STATUS_LABELS[invoice.status]);
  if (invoice.pay_on) field('Pay on', formatUsDate(invoice.pay_on));
  if (invoice.reference) field('Reference', invoice.reference);
  doc.moveDown();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.font(bold);
  const header = doc.y;
  doc.text('Description', left, header);
  doc.text('Amount', right - 120, header, { width: 120, align: 'right' });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .strokeColor('#d5d9e2')
    .stroke();
  doc.moveDown(0.5).font(regular);
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: right - left - 130 });
    const after = doc.y;
    doc.text(formatCents(line.amount), right - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown(0.5).font(bold);
  const totalY = doc.y;
  doc.text('Total', left, totalY);
  doc.text(formatCents(invoice.total), right - 120, totalY, { width: 120, align: 'right' });
  if (invoice.quick_pay) {
    doc.moveDown().font(regular);
    doc.text(
      `Quick pay: fee ${formatCents(invoice.quick_pay.fee)}, net ${formatCents(invoice.quick_pay.net)}, paid by ${formatUsDate(invoice.quick_pay.pay_by)}`,
      left,
    );
  }
  doc.end();
  return done;
}
