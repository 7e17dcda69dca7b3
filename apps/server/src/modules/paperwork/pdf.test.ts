import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { Party, RateTerms } from '../loads/index.ts';
import { renderRateConfirmation } from './pdf.ts';

const party = (company_name: string): Party => ({
  company_name,
  mc_number: '123456',
  dot_number: '7654321',
  phone: '+1 555 010 1000',
  contact: { name: 'Ann Person', email: 'ann@example.test', phone: null },
  logo_upload_id: null,
});

const WEEK =
  'Sun 06:00-18:00, Mon 06:00-18:00, Tue 06:00-18:00, Wed 06:00-18:00, Thu 06:00-18:00, Fri 06:00-18:00, Sat 06:00-14:00';

const terms: RateTerms = {
  version: 1,
  issued_at: '2026-11-01T12:00:00.000Z',
  load_id: 1,
  identifier: 'SH-000001',
  load_name: 'Steel coils',
  shipper: party('Acme Manufacturing'),
  carrier: party('Rapid Freight LLC'),
  stops: [
    {
      kind: 'Pickup',
      company: 'Acme Plant',
      location: 'Dock 4',
      address: '12 Mill Rd, Chicago, IL 60601',
      contact_name: 'Gate',
      contact_phone: null,
      date: '2026-12-01',
      appointment: null,
      shipping_hours: `First come, first served; ${WEEK}`,
      timezone: 'America/Chicago',
    },
  ],
  equipment: 'Dry van',
  weight: '38,000 lb',
  miles: '962 mi est.',
  specs: [],
  rate_cents: 150_000,
  rate_text: '$1,500.00',
  notes: [],
  terms: [],
};

/** PRODUCT.md 12: the rate confirmation reads the same in every viewer. */
describe('the rate confirmation PDF', () => {
  it('embeds its fonts: no standard font is left for the viewer to substitute', async () => {
    const raw = (await renderRateConfirmation(terms, null)).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans/);
    // A standard font (Helvetica and its kin) is named without a font program.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('prints each label apart from its value, wraps long hours inside the margin, and says the equipment and weight', async () => {
    const bytes = await renderRateConfirmation(terms, null);
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text;
    // Two columns: the label ends and its value starts apart (pdf.js reads a gap as a tab).
    expect(text).toMatch(/Company\s+Acme Plant - Dock 4/);
    expect(text).toMatch(/Appointment\s+None/);
    expect(text).toMatch(/Equipment\s+Dry van/);
    expect(text).toMatch(/Weight\s+38,000 lb/);
    expect(text).toMatch(/Miles\s+962 mi est\./);
    // The hours wrap onto a second line of the value column rather than off the page.
    const hours = text.slice(text.indexOf('Shipping hours'));
    const lines = hours.split('\n').slice(0, 3);
    expect(lines[0]).toContain('First come, first served; Sun 06:00-18:00');
    expect(lines[0]).not.toContain('Sat 06:00-14:00');
    expect(lines.slice(1).join(' ')).toContain('Sat 06:00-14:00');
    await parser.destroy();
  });
});
