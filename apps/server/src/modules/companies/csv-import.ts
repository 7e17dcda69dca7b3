import {
  COMPANY_CSV_COLUMNS,
  type CompanyData,
  companyInput,
  type ImportResponse,
} from '@spotlane/shared/schemas/companies';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { companies, deliveryLocations } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { locationValues } from './locations.ts';

export const MAX_IMPORT_ROWS = 20_000;
const BATCH = 1000;

type Row = Record<string, string>;

function rowToCompany(row: Row): unknown {
  const value = (key: string) => (row[key] ?? '').trim();
  return {
    name: value('company_name'),
    company_type: value('company_type').toLowerCase() || undefined,
    email: value('email') || null,
    phone: value('phone') || null,
    notes: value('notes') || null,
    locations: [
      {
        name: value('location_name') || value('company_name'),
        address: {
          address1: value('address1'),
          address2: value('address2') || null,
          city: value('city'),
          state: value('state'),
          zipcode: value('zipcode'),
        },
        contact_name: value('contact_name') || null,
        contact_phone: value('contact_phone') || null,
        timezone: value('timezone') || null,
        shipment_process: value('shipment_process').toLowerCase() || undefined,
      },
    ],
  };
}

/** Maps a schema path of the company shape back to the CSV column the person wrote. */
function columnOf(path: PropertyKey[]): string {
  const [first, , third, fourth] = path.map(String);
  if (first === 'name') return 'company_name';
  if (first !== 'locations') return first ?? 'row';
  if (third === 'address') return fourth ?? 'address1';
  if (third === 'name') return 'location_name';
  return third ?? 'location';
}

interface CsvRecord {
  /** The file line the record starts on (a quoted value may span lines). */
  line: number;
  values: string[];
  problem: string | null;
}

/** Every record of the file, empty ones included, with the line it starts on. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result) => {
      // A single-column file has no delimiter to detect; that is not a fault of a row.
      const problem = result.errors.find((error) => error.type !== 'Delimiter');
      records.push({ line, values: result.data, problem: problem?.message ?? null });
      const end = result.meta.cursor;
      line += text.slice(cursor, end).match(/\r\n|\r|\n/g)?.length ?? 0;
      cursor = end;
    },
  });
  return records;
}

/**
 * Parses and checks a CSV of companies (one company and its first location per row).
 * Row numbers are the file's line numbers: the header is line 1.
 */
export function parseCompaniesCsv(text: string): {
  valid: CompanyData[];
  errors: ImportResponse['errors'];
  total: number;
} {
  const source = text.replace(/^\uFEFF/, '');
  // PostgreSQL text cannot hold U+0000, and no spreadsheet writes it in a CSV (UTF-16 does).
  if (source.includes('\u0000')) {
    throw validation('file', 'The file is not a CSV text file. Save it as CSV (UTF-8).');
  }
  const [head, ...body] = readRecords(source);
  const headers = (head?.values ?? []).map((header) => header.trim().toLowerCase());
  const named = headers.filter(Boolean);
  const missing = ['company_name', 'address1', 'city', 'state', 'zipcode'].filter(
    (column) => !named.includes(column),
  );
  if (named.length === 0 || missing.length > 0) {
    throw validation(
      'file',
      `The file is not a companies CSV: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Download the template to see the columns.`,
    );
  }
  const unknown = named.filter(
    (header) => !(COMPANY_CSV_COLUMNS as readonly string[]).includes(header),
  );
  if (unknown.length > 0)
    throw validation(
      'file',
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}`,
    );
  const duplicated = named.filter((header, index) => named.indexOf(header) !== index);
  if (duplicated.length > 0)
    throw validation('file', `Column ${duplicated[0]} appears more than once`);
  // Blank lines and rows of empty cells (as spreadsheets write them) are not records.
  const rows = body.filter((record) => record.values.some((value) => value.trim() !== ''));
  if (rows.length > MAX_IMPORT_ROWS) {
    throw validation('file', `A file can hold at most ${MAX_IMPORT_ROWS} rows`);
  }
  const errors: ImportResponse['errors'] = [];
  const valid: CompanyData[] = [];
  for (const record of rows) {
    const problem =
      record.problem ??
      (record.values.length < headers.length
        ? `Too few fields: expected ${headers.length} fields but parsed ${record.values.length}`
        : record.values.length > headers.length
          ? `Too many fields: expected ${headers.length} fields but parsed ${record.values.length}`
          : null);
    if (problem) {
      errors.push({ row: record.line, field: 'row', message: problem });
      continue;
    }
    const row: Row = {};
    headers.forEach((header, index) => {
      if (header) row[header] = record.values[index] ?? '';
    });
    const result = companyInput.safeParse(rowToCompany(row));
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = columnOf(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row: record.line, field, message: issue.message });
    }
  }
  return { valid, errors, total: rows.length };
}

/** Creates every valid row in one transaction, in multi-row inserts. */
export async function importCompanies(
  db: Db,
  caller: Caller,
  text: string,
  dryRun: boolean,
): Promise<ImportResponse> {
  const { valid, errors, total } = parseCompaniesCsv(text);
  if (dryRun || valid.length === 0) {
    return { created: 0, valid: valid.length, total, dry_run: dryRun, errors };
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < valid.length; start += BATCH) {
      const batch = valid.slice(start, start + BATCH);
      const created = await tx
        .insert(companies)
        .values(
          batch.map((company) => ({
            accountId: caller.account.id,
            name: company.name,
            companyType: company.company_type ?? 'both',
            email: company.email ?? null,
            phone: company.phone ?? null,
            notes: company.notes ?? null,
          })),
        )
        .returning({ id: companies.id });
      await tx.insert(deliveryLocations).values(
        batch.flatMap((company, index) =>
          company.locations.map((location, position) => ({
            ...locationValues(location),
            companyId: created[index]?.id as number,
            accountId: caller.account.id,
            position,
          })),
        ),
      );
    }
  });
  return { created: valid.length, valid: valid.length, total, dry_run: false, errors };
}
