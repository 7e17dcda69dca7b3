import { fileURLToPath } from 'node:url';
import { formatAppointment, type Party, type RateTerms } from '../loads/index.ts';

/**
 * The rate confirmation as a PDF (pdfkit). Everything printed comes from the version's snapshot
 * and its acknowledgement.
 *
 * The fonts are embedded (Liberation Sans, SIL Open Font License, shipped in ./fonts and copied
 * next to the bundles by the build): with pdfkit's standard Helvetica a viewer substitutes its
 * own font with other widths, and Chromium's viewer ran labels into their values.
 */
export interface Acknowledged {
  name: string;
  at: Date;
}

const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));
const REGULAR = 'LiberationSans-Regular.ttf';
const BOLD = 'LiberationSans-Bold.ttf';
/** Width of the label column of a field; values wrap in the rest of the line. */
const LABEL_WIDTH = 96;

const INK = '#1a1f36';
const MUTED = '#5b6475';
const LINE = '#d5d9e2';

function formatDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${m}-${d}-${y}`;
}

/**
 * PRODUCT.md 15 (paper that cannot be doctored): the SHA-256 of the version's terms and the
 * public page where anyone checks a copy, printed on every rate confirmation.
 */
export interface Seal {
  termsSha256: string;
  verifyUrl: string;
}

export async function renderRateConfirmation(
  terms: RateTerms,
  acknowledged: Acknowledged | null,
  logos: { shipper?: Buffer | null; carrier?: Buffer | null } = {},
  seal?: Seal,
): Promise<Buffer> {
  // The memory budget (decision 046): pdfkit and its font metrics (~5 MiB of heap) load with the first
  // rate confirmation, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    // The default font too, so no standard (unembedded) font is ever named in the file.
    font: fontFile(REGULAR),
    margin: 48,
    info: {
      // The same version and acknowledgement render the same bytes (no "now" in the file), so
      // the SHA-256 Spotlane keeps of an issued copy matches any untouched copy of it.
      CreationDate: new Date(acknowledged?.at ?? terms.issued_at),
      Title: `Rate confirmation ${terms.identifier} v${terms.version}`,
      Author: 'Spotlane',
      Subject: terms.load_name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('Body', fontFile(REGULAR));
  doc.registerFont('Bold', fontFile(BOLD));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const heading = (text: string) => {
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font('Bold').fontSize(11).fillColor(INK).text(text.toUpperCase(), left);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(LINE)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.4);
  };
  /** A label and its value in two columns: the value wraps inside the margin. */
  const field = (label: string, value: string | null | undefined) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
    const top = doc.y;
    doc
      .font('Bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left, top, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc
      .font('Body')
      .fillColor(INK)
      .text(value || '-', left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y);
  };

  // Title block.
  doc.font('Bold').fontSize(20).fillColor(INK).text('Rate Confirmation', left, 48);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Load ${terms.identifier}  |  Version ${terms.version}`, left)
    .text(`Issued ${new Date(terms.issued_at).toISOString().replace('T', ' ').slice(0, 16)} UTC`);
  doc.font('Bold').fontSize(11).fillColor(INK).text(terms.load_name);

  // The two companies side by side.
  const partyBox = (title: string, party: Party, x: number, logo: Buffer | null | undefined) => {
    const top = doc.y;
    let y = top;
    if (logo) {
      try {
        doc.image(logo, x, y, { fit: [64, 40] });
        y += 44;
      } catch {
        // A logo pdfkit cannot read is left out.
      }
    }
    const column = { width: width / 2 - 12 };
    doc.font('Bold').fontSize(9).fillColor(MUTED).text(title, x, y, column);
    doc.font('Bold').fontSize(11).fillColor(INK).text(party.company_name, x, doc.y, column);
    doc.font('Body').fontSize(9);
    doc.text(`MC: ${party.mc_number ?? '-'}   DOT: ${party.dot_number ?? '-'}`, x, doc.y, column);
    if (party.phone) doc.text(`Phone: ${party.phone}`, x, doc.y, column);
    if (party.contact) {
      doc.text(`Contact: ${party.contact.name}`, x, doc.y, column);
      doc.text(
        [party.contact.email, party.contact.phone].filter(Boolean).join('  '),
        x,
        doc.y,
        column,
      );
    }
    return doc.y;
  };
  doc.moveDown(1);
  const top = doc.y;
  const shipperBottom = partyBox('SHIPPER', terms.shipper, left, logos.shipper);
  doc.y = top;
  const carrierBottom = partyBox('CARRIER', terms.carrier, left + width / 2 + 12, logos.carrier);
  doc.x = left;
  doc.y = Math.max(shipperBottom, carrierBottom);

  heading('Stops');
  for (const stop of terms.stops) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.font('Bold').fontSize(10).fillColor(INK).text(stop.kind, left);
    field('Company', [stop.company, stop.location].filter(Boolean).join(' - '));
    field('Address', stop.address);
    field('Contact', [stop.contact_name, stop.contact_phone].filter(Boolean).join(', '));
    field('Date', formatDate(stop.date));
    field(
      'Appointment',
      stop.appointment
        ? `${formatAppointment(stop.appointment)}${stop.timezone ? ` (${stop.timezone})` : ''}`
        : 'None',
    );
    field('Shipping hours', stop.shipping_hours || 'Not given');
    doc.moveDown(0.4);
  }

  heading('Equipment and specs');
  field('Equipment', terms.equipment);
  if (terms.weight) field('Weight', terms.weight);
  if (terms.miles) field('Miles', terms.miles);
  for (const [key, value] of terms.specs) field(key, value);

  heading('Rate');
  doc.font('Bold').fontSize(14).fillColor(INK).text(`Agreed rate: ${terms.rate_text} USD`, left);

  heading('Notes');
  doc.font('Body').fontSize(9).fillColor(INK);
  if (terms.notes.length === 0) doc.text('None', left);
  for (const note of terms.notes) doc.text(note, left, doc.y, { width });

  heading('Terms');
  doc.font('Body').fontSize(8.5).fillColor(INK);
  terms.terms.forEach((line, index) => {
    doc.text(`${index + 1}. ${line}`, left, doc.y, { width });
  });

  if (terms.accessorials?.length) {
    heading('Accessorial terms');
    doc.font('Body').fontSize(8.5).fillColor(INK);
    for (const line of terms.accessorials) doc.text(line, left, doc.y, { width });
  }

  heading('Acknowledgement');
  doc.font('Body').fontSize(10).fillColor(INK);
  if (acknowledged) {
    doc.text(
      `Acknowledged by ${acknowledged.name} on ${acknowledged.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      left,
    );
  } else {
    doc.text('Not yet acknowledged by the carrier.', left);
  }
  if (seal) {
    heading('Authenticity');
    doc.font('Body').fontSize(8.5).fillColor(MUTED);
    doc.text(`SHA-256 of these terms: ${seal.termsSha256}`, left, doc.y, { width });
    doc.text(
      `Check that this file is a rate confirmation Spotlane issued, untouched: ${seal.verifyUrl}`,
      left,
      doc.y,
      { width, link: seal.verifyUrl, underline: true },
    );
  }
  doc.end();
  return done;
}
