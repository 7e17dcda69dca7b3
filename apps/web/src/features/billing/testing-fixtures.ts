import type { Accessorial, Invoice } from '@spotlane/shared/schemas/billing';

/** An invoice as the API answers it, for the billing component tests. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    number: 'INV-2026-000041',
    load_id: 7,
    load_identifier: 'ACME-1007',
    load_name: 'Steel coils',
    carrier: { id: 3, company_name: 'Rapid Freight LLC' },
    shipper: { id: 1, company_name: 'Acme Manufacturing' },
    lines: [
      { type: 'linehaul', description: 'Linehaul', amount: 250_000 },
      { type: 'detention', description: 'Detention: 1 h 40 min', amount: 12_500 },
    ],
    total: 262_500,
    revision: 1,
    issued_at: '2026-11-20T15:00:00.000Z',
    due_on: '2026-12-20',
    time_zone: 'America/Chicago',
    status: 'open',
    pay_on: null,
    paid_at: null,
    reference: null,
    hold_reason: null,
    quick_pay: null,
    quick_pay_offer: null,
    timeline: [
      { status: 'open', at: '2026-11-20T15:00:00.000Z', by: 'Sam Shipper', note: 'Issued' },
    ],
    ...overrides,
  };
}

export function accessorialFixture(overrides: Partial<Accessorial> = {}): Accessorial {
  return {
    id: 5,
    load_id: 7,
    stop_id: 70,
    type: 'detention',
    amount: 12_500,
    minutes: 100,
    note: '1 h 40 min after 120 min free at $75.00/h',
    document_id: null,
    status: 'pending',
    source: 'auto',
    arrived_at: '2026-03-02T13:55:00.000Z',
    departed_at: '2026-03-02T17:40:00.000Z',
    arrival_source: 'dock',
    departure_source: 'driver',
    dispute_reason: null,
    auto_approve_at: '2026-03-04T17:40:00.000Z',
    created_at: '2026-03-02T17:40:00.000Z',
    ...overrides,
  };
}
