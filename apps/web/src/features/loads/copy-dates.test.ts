import { describe, expect, it } from 'vitest';
import { copiesFromStorage, copiesToStorage } from './copy-dates.ts';

describe('shipmentCopies', () => {
  it('keeps each ship date with the days until delivery, and reads them back in order', () => {
    const dates = [
      { date_to_leave: '2027-03-08', expected_delivery_date: '2027-03-10' },
      { date_to_leave: '2027-02-28', expected_delivery_date: '2027-03-01' },
    ];
    const stored = copiesToStorage(dates);
    expect(stored).toEqual({ '2027-03-08': 2, '2027-02-28': 1 });
    expect(copiesFromStorage(stored)).toEqual([dates[1], dates[0]]);
  });

  it('keeps a ship date without its delivery date, and skips empty rows', () => {
    const stored = copiesToStorage([
      { date_to_leave: '2027-01-05', expected_delivery_date: '' },
      { date_to_leave: '', expected_delivery_date: '' },
    ]);
    expect(stored).toEqual({ '2027-01-05': -1 });
    expect(copiesFromStorage(stored)).toEqual([
      { date_to_leave: '2027-01-05', expected_delivery_date: '' },
    ]);
  });

  it('ignores junk', () => {
    expect(copiesFromStorage(null)).toEqual([]);
    expect(copiesFromStorage({ nope: 3 })).toEqual([]);
  });
});
