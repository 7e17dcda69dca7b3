import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  bidBody,
  createShipment,
  linkCarrier,
  placeBid,
  registerCarrier,
  shipperWithLocations,
} from '../../../test/market.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import {
  catalogue,
  closedChatSubject,
  type LoadFacts,
  type NoticeKind,
  type NoticeParams,
  noticeFor,
} from './catalogue.ts';

const SHIPPER = 1;
const HOLDER = 2;
const OUTSIDER = 3;
const load: LoadFacts = {
  id: 77,
  name: 'Secret peas to Denver',
  identifier: 'SH-424242',
  accountId: SHIPPER,
  assignedAccountId: HOLDER,
};

/** One set of parameters per entry: the type makes a new entry add its own here. */
const samples: { [K in NoticeKind]: NoticeParams<K> } = {
  spotQuote: { isQuoteRequest: false, dateToLeave: '2026-12-01' },
  loadMatch: { origin: 'Dallas, TX', dateToLeave: '2026-12-01', deadheadMiles: 12 },
  bidPlaced: { company: 'Alpha Haul', amount: 150_000, isQuoteRequest: false },
  bidEdited: { company: 'Alpha Haul', amount: 160_000, isQuoteRequest: true },
  bidAccepted: { shipperCompany: 'Acme' },
  bidRejected: { anotherCarrierChosen: true },
  bidWithdrawn: { company: 'Alpha Haul' },
  counterProposed: { from: 'Acme', amount: 140_000 },
  counterDeclined: { from: 'Acme' },
  counterAccepted: { company: 'Alpha Haul', amount: 140_000 },
  deadlineAwarded: { company: 'Alpha Haul', amount: 140_000 },
  deadlineNoAward: { automatic: true },
  bidCoveredByFleet: {},
  tenderOffered: { rate: 180_000, expiresAt: 'Mon, 30 Nov 2026 15:30 UTC' },
  tenderExpired: {},
  tenderAnswered: { company: 'Alpha Haul', answer: 'accepted' },
  tenderGuideEnded: { audience: 'All my carriers' },
  quoteChosen: {},
  quoteConfirmed: { company: 'Alpha Haul' },
  quoteDeclined: { company: 'Alpha Haul' },
  loadStatus: { status: 'cancelled' },
  loadAtRisk: {},
  checkCallRequested: { company: 'Acme' },
  bidMessage: { company: 'Acme', author: 'Ann Lee', comment: 'Can you do Tuesday?' },
  loadNote: { author: 'Ann Lee', comment: 'Gate code 1234' },
  accessorial: { what: 'requested', label: 'Detention', amount: 12_500 },
  invoice: { invoiceId: 5, number: 'INV-2026-000001', what: 'issued', total: 262_500 },
  appointment: { what: 'booked', stop: 'Acme Plant dock', when: 'Wed 12-02-2026 8:00 am CST' },
  rating: { what: 'received', stars: 2, about: 'Acme' },
  claim: { claimId: 7, what: 'filed', amount: 50_000 },
};
const kinds = Object.keys(catalogue) as NoticeKind[];

const named = (text: string) => text.includes(load.name) || text.includes('SH-424242');

describe('the notification catalogue', () => {
  it.each(kinds)('never names the load to a carrier that does not hold it: %s', async (kind) => {
    const notice = noticeFor(kind, load, OUTSIDER, samples[kind]);
    expect(named(`${notice.title} ${notice.body} ${notice.link}`)).toBe(false);
    expect(notice.link.startsWith('/')).toBe(true);
    const mail = await noticeMail({
      firstName: 'Bo',
      title: notice.title,
      body: notice.body,
      link: `http://localhost:3999${notice.link}`,
    });
    expect(named(`${mail.subject}\n${mail.text}\n${mail.html}`)).toBe(false);
    expect(mail.text).toContain(`http://localhost:3999${notice.link}`);
  });

  it('names the load to its shipper and to the carrier holding it', () => {
    const forShipper = noticeFor('loadStatus', load, SHIPPER, { status: 'in_transit' });
    expect(forShipper.title).toBe('"Secret peas to Denver" is now in transit');
    expect(forShipper.link).toBe('/shipment-detail/77/1');
    const forHolder = noticeFor('bidAccepted', load, HOLDER, { shipperCompany: 'Acme' });
    expect(forHolder.title).toBe('Your bid on "Secret peas to Denver" was accepted');
    expect(forHolder.body).toContain('SH-424242');
    expect(forHolder.link).toBe('/spot-quotes/assigned/77');
  });

  it('sends both parties of an invoice to its one page (PRODUCT.md 19)', () => {
    const params = { invoiceId: 12, number: 'INV-2026-000012', what: 'paid', total: 262_500 };
    for (const account of [SHIPPER, HOLDER]) {
      const notice = noticeFor('invoice', load, account, params);
      expect(notice.link).toBe('/invoices/12');
      expect(notice.body).toContain('$2,625.00');
    }
  });

  it('keeps the closed-chat mail subject free of the load for a carrier not chosen', () => {
    expect(closedChatSubject(load, OUTSIDER, 'Acme')).toBe('Message from Acme about a load');
    expect(closedChatSubject(load, HOLDER, 'Acme')).toContain(load.name);
  });
});

describe('notifications to carriers that do not hold a load', () => {
  const ctx = fileTestContext({ TRUST_PROXY: 'true' });

  it('never name it, in the app or by mail, when it goes to another carrier or is canceled', async () => {
    const shipper = await shipperWithLocations(ctx);
    const winner = await registerCarrier(ctx, 'Winner Haul');
    const loser = await registerCarrier(ctx, 'Loser Freight');
    await linkCarrier(shipper, winner);
    await linkCarrier(shipper, loser);
    const name = 'Private cargo 93';
    const created = await createShipment(shipper, { name });
    const winning = await placeBid(winner, created.id, 120_000);
    const lost = await loser.client.post('/api/bids', bidBody(created.id, 130_000));
    expect(lost.statusCode).toBe(201);
    // The loser is accepted first, then replaced by the winner; then the load is canceled.
    expect((await shipper.client.post(`/api/bids/${lost.body.id}/accept`)).statusCode).toBe(200);
    const reassign = { reassign: true };
    expect((await shipper.client.post(`/api/bids/${winning.id}/accept`, reassign)).statusCode).toBe(
      200,
    );
    const cancel = await shipper.client.post(`/api/loads/${created.id}/status`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);

    const inApp = await loser.client.get('/api/notifications');
    const titles = (inApp.body.results as Array<{ title: string; body: string }>).map(
      (entry) => `${entry.title} ${entry.body}`,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Your bid on "${name}" was accepted`),
        expect.stringContaining('Your bid on a load was rejected'),
        expect.stringContaining('A load was canceled'),
      ]),
    );
    // Accepted, it held the load and heard its name; afterwards, never again.
    const afterLosing = titles.filter((text) => !text.includes('was accepted'));
    expect(afterLosing.length).toBeGreaterThanOrEqual(2);
    for (const text of afterLosing) expect(text).not.toContain(name);

    await ctx.mailbox.waitFor(loser.email, /^A load was canceled$/);
    const mails = ctx.mailbox.to(loser.email).filter((mail) => !/accepted/.test(mail.subject));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(name);
    }
    // The carrier holding the canceled load is told by name.
    await ctx.mailbox.waitFor(winner.email, new RegExp(`^"${name}" was canceled$`));
  });
});
