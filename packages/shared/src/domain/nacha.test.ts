import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routingCheckDigit } from './aba.ts';
import { type NachaEntry, writeNacha } from './nacha.ts';

/**
 * A validator written from the NACHA record layouts (positions 1-based, inclusive), independent
 * of the writer: it re-adds every total from the entry records it reads.
 */
function field(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

function validate(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\n')) problems.push('no final newline');
  const lines = text.replace(/\n$/, '').split('\n');
  lines.forEach((line, index) => {
    if (line.length !== 94) problems.push(`line ${index + 1} is ${line.length} characters`);
  });
  if (lines.length % 10 !== 0) problems.push(`${lines.length} lines is not a multiple of 10`);
  const kinds = lines.map((line) => line[0]);
  if (kinds[0] !== '1') problems.push('first record is not a file header');
  const header = lines[0] ?? '';
  if (field(header, 2, 3) !== '01') problems.push('priority code');
  if (field(header, 35, 37) !== '094') problems.push('record size');
  if (field(header, 38, 39) !== '10') problems.push('blocking factor');
  if (field(header, 40, 40) !== '1') problems.push('format code');
  const fileControlAt = kinds.indexOf('9');
  const control = lines[fileControlAt] ?? '';
  for (const padding of lines.slice(fileControlAt + 1)) {
    if (padding !== '9'.repeat(94)) problems.push('padding is not all nines');
  }
  let batches = 0;
  let entries = 0;
  let hash = 0;
  let credit = 0;
  let debit = 0;
  let i = 1;
  while (i < fileControlAt) {
    const batchHeader = lines[i] as string;
    if (batchHeader[0] !== '5') {
      problems.push(`line ${i + 1}: expected a batch header`);
      break;
    }
    batches += 1;
    if (field(batchHeader, 51, 53) !== 'CCD') problems.push('SEC code is not CCD');
    const serviceClass = field(batchHeader, 2, 4);
    const batchNumber = field(batchHeader, 88, 94);
    let batchEntries = 0;
    let batchHash = 0;
    let batchCredit = 0;
    let batchDebit = 0;
    i += 1;
    while ((lines[i] as string)[0] === '6') {
      const entry = lines[i] as string;
      const code = field(entry, 2, 3);
      const rdfi = field(entry, 4, 11);
      if (!/^\d{8}$/.test(rdfi)) problems.push('RDFI id');
      if (Number(field(entry, 12, 12)) !== routingCheckDigit(rdfi)) problems.push('check digit');
      const amount = field(entry, 30, 39);
      if (!/^\d{10}$/.test(amount)) problems.push('amount');
      if (['22', '32'].includes(code)) batchCredit += Number(amount);
      else if (['27', '37'].includes(code)) batchDebit += Number(amount);
      else problems.push(`transaction code ${code}`);
      if (field(entry, 80, 87) !== field(batchHeader, 80, 87)) problems.push('trace ODFI');
      batchEntries += 1;
      batchHash += Number(rdfi);
      i += 1;
    }
    const batchControl = lines[i] as string;
    if (batchControl[0] !== '8') problems.push(`line ${i + 1}: expected a batch control`);
    if (field(batchControl, 2, 4) !== serviceClass) problems.push('batch service class');
    if (Number(field(batchControl, 5, 10)) !== batchEntries) problems.push('batch entry count');
    if (field(batchControl, 11, 20) !== String(batchHash).padStart(10, '0').slice(-10))
      problems.push('batch entry hash');
    if (Number(field(batchControl, 21, 32)) !== batchDebit) problems.push('batch debit total');
    if (Number(field(batchControl, 33, 44)) !== batchCredit) problems.push('batch credit total');
    if (field(batchControl, 45, 54) !== field(batchHeader, 41, 50)) problems.push('company id');
    if (field(batchControl, 88, 94) !== batchNumber) problems.push('batch number');
    entries += batchEntries;
    hash += batchHash;
    credit += batchCredit;
    debit += batchDebit;
    i += 1;
  }
  if (Number(field(control, 2, 7)) !== batches) problems.push('file batch count');
  if (Number(field(control, 8, 13)) !== lines.length / 10) problems.push('block count');
  if (Number(field(control, 14, 21)) !== entries) problems.push('file entry count');
  if (field(control, 22, 31) !== String(hash).padStart(10, '0').slice(-10))
    problems.push('file entry hash');
  if (Number(field(control, 32, 43)) !== debit) problems.push('file debit total');
  if (Number(field(control, 44, 55)) !== credit) problems.push('file credit total');
  return problems;
}

const base = {
  origin_routing: '021000021',
  origin_bank_name: 'JPMorgan Chase',
  company_id: '1123456789',
  company_name: 'Acme Foods',
  effective_on: '2026-11-30',
  created_at: new Date('2026-11-28T14:05:00Z'),
};

const entry = (routing: string, amount: number, id: string): NachaEntry => ({
  routing_number: routing,
  account_number: '000123456789',
  amount,
  id,
  name: 'Blue Ridge Freight LLC',
});

describe('NACHA writer', () => {
  it('writes a valid CCD file with totals, hash and blocking', () => {
    const text = writeNacha({
      ...base,
      entries: [
        entry('011000015', 257250, 'INV-2026-000001'),
        entry('121000358', 262500, 'INV-2026-000002'),
      ],
    });
    expect(validate(text)).toEqual([]);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.map((line) => line[0]).join('')).toBe('1566899999');
    expect(lines[4]?.slice(32, 44)).toBe('000000519750'); // batch credit total
    expect(lines[4]?.slice(10, 20)).toBe('0013200036'); // 01100001 + 12100035
  });

  it('an empty day is a valid file without batches', () => {
    const text = writeNacha({ ...base, entries: [] });
    expect(validate(text)).toEqual([]);
    expect(
      text
        .trimEnd()
        .split('\n')
        .map((line) => line[0])
        .join(''),
    ).toBe('1999999999');
  });

  it('the validator catches a broken total and a broken length', () => {
    const text = writeNacha({ ...base, entries: [entry('011000015', 100, 'A')] });
    const brokenTotal = text.replace('000000000100', '000000000101');
    expect(validate(brokenTotal)).not.toEqual([]);
    expect(validate(text.replace(/^1/, '1 '))).not.toEqual([]);
  });

  it('property: any set of entries makes a valid file', () => {
    const routing = fc
      .stringMatching(/^\d{8}$/)
      .map((firstEight) => `${firstEight}${routingCheckDigit(firstEight)}`);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            routing,
            amount: fc.integer({ min: 1, max: 100_000_000 }),
            id: fc.stringMatching(/^[A-Z0-9-]{1,15}$/),
          }),
          { maxLength: 40 },
        ),
        (rows) => {
          const text = writeNacha({
            ...base,
            entries: rows.map((row) => entry(row.routing, row.amount, row.id)),
          });
          expect(validate(text)).toEqual([]);
        },
      ),
    );
  });
});
