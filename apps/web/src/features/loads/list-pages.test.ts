import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import { detailPath, listPageFor, placeLine } from './list-pages.ts';

describe('listPageFor', () => {
  it('maps each list path to its API status', () => {
    expect(listPageFor(paths.allShipments).status).toBe('all');
    expect(listPageFor(paths.needsAttention).status).toBe('needs-attention');
    expect(listPageFor(`${paths.inProgress}/`).status).toBe('in-progress');
    expect(listPageFor(paths.completed).status).toBe('completed');
    expect(listPageFor(paths.canceled).status).toBe('canceled');
    expect(listPageFor('/elsewhere').status).toBe('all');
  });
});

describe('placeLine', () => {
  it('shows the company and city, state zip', () => {
    expect(
      placeLine({
        company_name: 'Acme',
        address: { city: 'Austin', state: 'TX', zipcode: '78701' },
      }),
    ).toEqual({ company: 'Acme', place: 'Austin, TX 78701' });
  });
  it('falls back to the quote place', () => {
    expect(placeLine(null, { city: 'Reno', state: 'NV', zipcode: '89501' })).toEqual({
      company: null,
      place: 'Reno, NV 89501',
    });
  });
});

describe('detailPath', () => {
  it('builds the shipper detail path', () => {
    expect(detailPath(42)).toBe(paths.shipmentDetail(42, 1));
  });
});
