/**
 * A NACHA ACH file of CCD credits (PRODUCT.md 19: the shipper's payment run is a file a bank
 * takes; no bank connection). Fixed 94-character records: 1 file header, 5 batch header,
 * 6 entry detail, 8 batch control, 9 file control, then lines of nines up to a multiple of
 * ten lines (blocking factor 10). Amounts are cents.
 *
 * A day with nothing scheduled yields a valid file with no batch (header, file control,
 * padding): the run is always a file, so the shipper's bank upload step never branches.
 */

export interface NachaEntry {
  routing_number: string; // 9 digits, the receiving bank (RDFI) + its check digit
  account_number: string; // up to 17 characters
  amount: number; // cents
  id: string; // up to 15 characters: the invoice number
  name: string; // up to 22 characters: the carrier's company
}

export interface NachaFile {
  /** The originator's bank (ODFI) routing number, 9 digits. */
  origin_routing: string;
  origin_bank_name: string;
  /** The company's 10-character identification (e.g. '1' + EIN). */
  company_id: string;
  company_name: string;
  /** Effective entry date, yyyy-mm-dd. */
  effective_on: string;
  created_at: Date;
  entries: readonly NachaEntry[];
  description?: string;
}

export const RECORD_LENGTH = 94;

function alpha(value: string, length: number): string {
  const clean = value
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&'/-]/g, ' ')
    .slice(0, length);
  return clean.padEnd(length, ' ');
}

function numeric(value: number | string, length: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new Error(`not a number: ${text}`);
  if (text.length > length) throw new Error(`${text} does not fit in ${length} digits`);
  return text.padStart(length, '0');
}

function yymmdd(date: string): string {
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** The sum of the receiving banks' 8-digit ids, its rightmost 10 digits. */
export function entryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((total, routing) => total + Number(routing.slice(0, 8)), 0);
  return String(sum).padStart(10, '0').slice(-10);
}

export function writeNacha(file: NachaFile): string {
  const lines: string[] = [];
  const iso = file.created_at.toISOString();
  const odfi = file.origin_routing.slice(0, 8);
  lines.push(
    [
      '1',
      '01',
      ` ${numeric(file.origin_routing, 9)}`,
      alpha(file.company_id, 10),
      yymmdd(iso.slice(0, 10)),
      iso.slice(11, 13) + iso.slice(14, 16),
      'A',
      '094',
      '10',
      '1',
      alpha(file.origin_bank_name, 23),
      alpha(file.company_name, 23),
      alpha('', 8),
    ].join(''),
  );
  const total = file.entries.reduce((sum, entry) => sum + entry.amount, 0);
  const hash = entryHash(file.entries.map((entry) => entry.routing_number));
  if (file.entries.length > 0) {
    const batch = numeric(1, 7);
    lines.push(
      [
        '5',
        '220',
        alpha(file.company_name, 16),
        alpha('', 20),
        alpha(file.company_id, 10),
        'CCD',
        alpha(file.description ?? 'FREIGHT', 10),
        alpha('', 6),
        yymmdd(file.effective_on),
        '   ',
        '1',
        odfi,
        batch,
      ].join(''),
    );
    file.entries.forEach((entry, index) => {
      lines.push(
        [
          '6',
          '22',
          numeric(entry.routing_number.slice(0, 8), 8),
          numeric(entry.routing_number.slice(8, 9), 1),
          alpha(entry.account_number, 17),
          numeric(entry.amount, 10),
          alpha(entry.id, 15),
          alpha(entry.name, 22),
          '  ',
          '0',
          odfi + numeric(index + 1, 7),
        ].join(''),
      );
    });
    lines.push(
      [
        '8',
        '220',
        numeric(file.entries.length, 6),
        hash,
        numeric(0, 12),
        numeric(total, 12),
        alpha(file.company_id, 10),
        alpha('', 19),
        alpha('', 6),
        odfi,
        batch,
      ].join(''),
    );
  }
  const recordsWithControl = lines.length + 1;
  const blocks = Math.ceil(recordsWithControl / 10);
  lines.push(
    [
      '9',
      numeric(file.entries.length > 0 ? 1 : 0, 6),
      numeric(blocks, 6),
      numeric(file.entries.length, 8),
      hash,
      numeric(0, 12),
      numeric(total, 12),
      alpha('', 39),
    ].join(''),
  );
  while (lines.length % 10 !== 0) lines.push('9'.repeat(RECORD_LENGTH));
  return `${lines.join('\n')}\n`;
}
