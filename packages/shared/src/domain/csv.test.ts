import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, neutraliseCsvRow } from './csv.ts';

describe('CSV formula neutralisation', () => {
  it('prefixes a cell that a spreadsheet would run as a formula', () => {
    for (const cell of [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tcmd',
      '\rcmd',
    ]) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['Acme', '', ' =not first', "'already", 'a=b', '1200 Commerce St']) {
      expect(neutraliseCsvCell(cell)).toBe(cell);
    }
    expect(neutraliseCsvCell(-5)).toBe(-5);
    expect(neutraliseCsvCell(null)).toBeNull();
  });

  it('neutralises a whole row', () => {
    expect(neutraliseCsvRow(['=1', 'ok', 3])).toEqual(["'=1", 'ok', 3]);
  });
});
