import { describe, expect, it } from 'vitest';
import {
  AWARD_RULE_LABELS,
  AWARD_RULES,
  audienceLabels,
  audienceTypes,
  BID_STATUS_LABELS,
  BID_STATUSES,
  LOAD_STATUSES,
  loadAudienceTypes,
  notificationEventLabels,
  notificationEvents,
  STATUS_LABELS,
  supportStatuses,
  supportStatusLabels,
  tenderStatuses,
  tenderStatusLabels,
} from './vocabulary.ts';

describe('the vocabulary, word for word', () => {
  it('SPEC 4: the load statuses, worded as the tiles and headings of SPEC 3 say them', () => {
    expect(LOAD_STATUSES).toEqual([
      'draft',
      'unscheduled',
      'scheduled',
      'assigned',
      'unassigned',
      'in_transit',
      'delivered',
      'cancelled',
    ]);
    expect(STATUS_LABELS).toEqual({
      draft: 'Draft',
      unscheduled: 'Unscheduled',
      scheduled: 'Scheduled',
      assigned: 'Assigned',
      unassigned: 'Unassigned',
      in_transit: 'In Transit',
      delivered: 'Delivered',
      cancelled: 'Canceled',
    });
  });

  it('PRODUCT.md 9: the bid states and award rules', () => {
    expect(BID_STATUSES).toEqual(['pending', 'accepted', 'rejected', 'expired', 'withdrawn']);
    expect(BID_STATUS_LABELS).toEqual({
      pending: 'Pending',
      accepted: 'Accepted',
      rejected: 'Rejected',
      expired: 'Expired',
      withdrawn: 'Withdrawn',
    });
    expect(AWARD_RULES).toEqual(['manual', 'lowest', 'lowest_under_target']);
    expect(AWARD_RULE_LABELS).toEqual({
      manual: 'I choose the bid myself',
      lowest: 'Award the lowest bid at the deadline',
      lowest_under_target: 'Award the lowest bid under my target rate at the deadline',
    });
  });

  it('PRODUCT.md 8 and 13: the tender and support conversation states', () => {
    expect(tenderStatuses).toEqual(['offered', 'accepted', 'declined', 'expired', 'cancelled']);
    expect(Object.keys(tenderStatusLabels)).toEqual([...tenderStatuses]);
    expect(supportStatuses).toEqual(['open', 'waiting', 'closed']);
    expect(supportStatusLabels).toEqual({ open: 'Open', waiting: 'Waiting', closed: 'Closed' });
  });

  it('PRODUCT.md 5: each notification event is labelled with the words of its list', () => {
    const product5 = [
      'new spot quote in my audience',
      'new or edited bid',
      'bid accepted or rejected',
      'quote chosen',
      'quote confirmed or declined',
      'new chat message',
      'load status changed',
      'load cancelled',
      // PRODUCT.md 15 (round 3)
      'carrier compliance changed',
      // PRODUCT.md 20 and 19 (round 3)
      'a new load fits my truck or lane',
      'accessorial requested, approved or disputed',
      'invoice issued, scheduled, paid or held',
      // PRODUCT.md 17 (round 3)
      'dock appointment booked, changed or cancelled, and its reminder',
      // PRODUCT.md 21 (round 3)
      'rating received or replied to',
      'claim filed, acknowledged, decided or overdue',
    ];
    expect(notificationEvents.map((event) => notificationEventLabels[event].toLowerCase())).toEqual(
      product5,
    );
  });

  it('PRODUCT.md 3 and 8: the audiences, the routing guide last', () => {
    expect(audienceTypes).toEqual(['all', 'list', 'carriers', 'marketplace']);
    expect(loadAudienceTypes).toEqual([...audienceTypes, 'lane']);
    expect(audienceLabels).toEqual({
      all: 'All my carriers',
      list: 'A carrier list',
      carriers: 'Chosen carriers',
      marketplace: 'The whole marketplace',
      lane: 'Tender via routing guide',
    });
  });
});
