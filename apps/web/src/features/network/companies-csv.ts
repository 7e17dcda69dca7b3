import { neutraliseCsvRow } from '@spotlane/shared/domain/csv';
import { COMPANY_CSV_COLUMNS, type ImportResponse } from '@spotlane/shared/schemas/companies';
import Papa from 'papaparse';

/** The example row of the downloadable template, one value per COMPANY_CSV_COLUMNS entry. */
export const EXAMPLE_ROW: Record<(typeof COMPANY_CSV_COLUMNS)[number], string> = {
  company_name: 'Acme Foods',
  company_type: 'both',
  email: 'dock@acmefoods.example',
  phone: '(214) 555-0100',
  notes: 'Call 30 minutes before arrival',
  location_name: 'Dallas DC',
  address1: '1200 Commerce St',
  address2: 'Dock 4',
  city: 'Dallas',
  state: 'TX',
  zipcode: '75201',
  contact_name: 'Dana Dock',
  contact_phone: '(214) 555-0101',
  timezone: 'America/Chicago',
  shipment_process: 'appointment',
};

export const TEMPLATE_FILE_NAME = 'spotlane-companies-template.csv';

/** The template: the column header plus one example row. */
export function templateCsv(): string {
  // Every CSV the product writes goes through the formula neutralisation (packages/shared).
  return Papa.unparse({
    fields: neutraliseCsvRow([...COMPANY_CSV_COLUMNS]),
    data: [neutraliseCsvRow(COMPANY_CSV_COLUMNS.map((column) => EXAMPLE_ROW[column]))],
  });
}

export interface PreviewRow {
  /** The file line the row starts on (the header is line 1), as the server numbers rows. */
  line: number;
  values: Record<string, string>;
}

/**
 * Every non-empty row of the file with its line number, read the way the server reads it, so
 * the server's row errors line up with what the preview shows.
 */
export function previewRows(text: string): { columns: string[]; rows: PreviewRow[] } {
  const source = text.replace(/^\uFEFF/, '');
  const records: { line: number; values: string[] }[] = [];
  let line = 1;
  let cursor = 0;
  Papa.parse<string[]>(source, {
    skipEmptyLines: false,
    step: (result) => {
      records.push({ line, values: result.data });
      const end = result.meta.cursor;
      line += source.slice(cursor, end).match(/\r\n|\r|\n/g)?.length ?? 0;
      cursor = end;
    },
  });
  const [head, ...body] = records;
  const columns = (head?.values ?? []).map((value) => value.trim().toLowerCase());
  const rows = body
    .filter((record) => record.values.some((value) => value.trim() !== ''))
    .map((record) => {
      const values: Record<string, string> = {};
      columns.forEach((column, index) => {
        if (column) values[column] = (record.values[index] ?? '').trim();
      });
      return { line: record.line, values };
    });
  return { columns, rows };
}

/** 'Row N, column: message' for each problem of a row. */
export function rowErrors(errors: ImportResponse['errors'], line: number): string[] {
  return errors
    .filter((error) => error.row === line)
    .map((error) => `Row ${error.row}, ${error.field}: ${error.message}`);
}
