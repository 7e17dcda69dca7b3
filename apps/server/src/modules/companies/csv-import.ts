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
    company_type: value('company_type') || undefined,
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

/**
 * Parses and checks a CSV of companies (one company and its first location per row).
 * Row numbers are the file's line numbers: the header is line 1.
 */
export function parseCompaniesCsv(text: string): {
  valid: CompanyData[];
  errors: ImportResponse['errors'];
  total: number;
} {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = ['company_name', 'address1', 'city', 'state', 'zipcode'].filter(
    (column) => !headers.includes(column),
  );
  if (headers.length === 0 || missing.length > 0) {
    throw validation(
      'file',
      `The file is not a companies CSV: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Download the template to see the columns.`,
    );
  }
  const unknown = headers.filter(
    (header) => !(COMPANY_CSV_COLUMNS as readonly string[]).includes(header),
  );
  if (unknown.length > 0)
    throw validation(
      'file',
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}`,
    );
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    throw validation('file', `A file can hold at most ${MAX_IMPORT_ROWS} rows`);
  }
  const errors: ImportResponse['errors'] = [];
  for (const error of parsed.errors) {
    if (error.row !== undefined)
      errors.push({ row: error.row + 2, field: 'row', message: error.message });
  }
  const badRows = new Set(errors.map((error) => error.row));
  const valid: CompanyData[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    if (badRows.has(line)) return;
    const result = companyInput.safeParse(rowToCompany(row));
    if (result.success) {
      valid.push(result.data);
      return;
    }
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = columnOf(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row: line, field, message: issue.message });
    }
  });
  return { valid, errors: errors.sort((a, b) => a.row - b.row), total: parsed.data.length };
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
