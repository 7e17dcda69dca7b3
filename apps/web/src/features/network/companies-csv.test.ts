import { COMPANY_CSV_COLUMNS } from '@spotlane/shared/schemas/companies';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW, previewRows, rowErrors, templateCsv } from './companies-csv.ts';

describe('companies CSV', () => {
  it('has the columns and one example row in its template', () => {
    const lines = templateCsv().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(COMPANY_CSV_COLUMNS.join(','));
    expect(lines[1]).toContain('Acme Foods');
  });
  it('numbers rows by file line, skipping blank lines', () => {
    const text = 'company_name,city\nA,Dallas\n\n"B\nInc",Austin\nC,Waco\n';
    const { columns, rows } = previewRows(text);
    expect(columns).toEqual(['company_name', 'city']);
    expect(rows.map((row) => [row.line, row.values.company_name])).toEqual([
      [2, 'A'],
      [4, 'B\nInc'],
      [6, 'C'],
    ]);
  });
  it('words the errors of a row', () => {
    const errors = [
      { row: 3, field: 'zipcode', message: 'Enter a 5-digit zip code (or ZIP+4)' },
      { row: 2, field: 'city', message: 'City is required' },
    ];
    expect(rowErrors(errors, 3)).toEqual(['Row 3, zipcode: Enter a 5-digit zip code (or ZIP+4)']);
    expect(rowErrors(errors, 4)).toEqual([]);
  });
  it('writes no cell a spreadsheet would run as a formula', () => {
    const notes = EXAMPLE_ROW.notes;
    EXAMPLE_ROW.notes = '=HYPERLINK("http://evil.example","Click")';
    try {
      expect(previewRows(templateCsv()).rows[0]?.values.notes).toBe(
        `'=HYPERLINK("http://evil.example","Click")`,
      );
    } finally {
      EXAMPLE_ROW.notes = notes;
    }
    for (const cell of templateCsv().split(/\r?\n/)[1]?.split(',') ?? [])
      expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
