/**
 * The product's vocabulary of lists, cards and notifications: the statuses of loads, bids,
 * tenders and support conversations, the award rules, the notification events and the
 * audiences, each with the words the product shows for it, in one place. The modules that use
 * them re-export them; vocabulary.test.ts holds them to SPEC 4 and PRODUCT.md 3, 5, 8, 9 and 13.
 * Pure data: no zod, so any page (sign-in included) may import it.
 */

/** SPEC 4: a load's statuses, and their words. */
export const LOAD_STATUSES = [
  'draft',
  'unscheduled',
  'scheduled',
  'assigned',
  'unassigned',
  'in_transit',
  'delivered',
  'cancelled',
] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const STATUS_LABELS: Record<LoadStatus, string> = {
  draft: 'Draft',
  unscheduled: 'Unscheduled',
  scheduled: 'Scheduled',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Canceled',
};

/** PRODUCT.md 9: a bid's states, and how a load's bidding may end. */
export const BID_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const AWARD_RULES = ['manual', 'lowest', 'lowest_under_target'] as const;
export type AwardRule = (typeof AWARD_RULES)[number];

export const AWARD_RULE_LABELS: Record<AwardRule, string> = {
  manual: 'I choose the bid myself',
  lowest: 'Award the lowest bid at the deadline',
  lowest_under_target: 'Award the lowest bid under my target rate at the deadline',
};

/** PRODUCT.md 8: a tender's states (one step of a routing-guide waterfall). */
export const tenderStatuses = ['offered', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type TenderStatus = (typeof tenderStatuses)[number];
export const tenderStatusLabels: Record<TenderStatus, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** PRODUCT.md 13: a support conversation's states. */
export const supportStatuses = ['open', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Open',
  waiting: 'Waiting',
  closed: 'Closed',
};

/**
 * The same states as the customer reads them: `waiting` is the team waiting for the customer
 * (an agent answered last), `open` the customer waiting for the team.
 */
export const supportStatusLabelsForCustomer: Record<SupportStatus, string> = {
  open: 'Waiting for our reply',
  waiting: 'Answered',
  closed: 'Closed',
};

/** PRODUCT.md 5: the events a user can turn on or off, per channel. */
export const notificationEvents = [
  'spot_quote',
  'bid',
  'bid_decision',
  'quote_chosen',
  'quote_decision',
  'chat_message',
  'load_status',
  'load_cancelled',
  // PRODUCT.md 15: the registry's word on a carrier changed.
  'carrier_compliance_changed',
  // PRODUCT.md 20: a new load fits one of the carrier's posted trucks or lane preferences.
  'load_match',
  'accessorial',
  'invoice',
  'appointment_changed',
  // PRODUCT.md 21: a rating received or replied to; a claim filed, reminded, decided or overdue.
  'rating',
  'claim',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const notificationEventLabels: Record<NotificationEvent, string> = {
  spot_quote: 'New spot quote in my audience',
  bid: 'New or edited bid',
  bid_decision: 'Bid accepted or rejected',
  quote_chosen: 'Quote chosen',
  quote_decision: 'Quote confirmed or declined',
  chat_message: 'New chat message',
  load_status: 'Load status changed',
  load_cancelled: 'Load cancelled',
  carrier_compliance_changed: 'Carrier compliance changed',
  load_match: 'A new load fits my truck or lane',
  accessorial: 'Accessorial requested, approved or disputed',
  invoice: 'Invoice issued, scheduled, paid or held',
  appointment_changed: 'Dock appointment booked, changed or cancelled, and its reminder',
  rating: 'Rating received or replied to',
  claim: 'Claim filed, acknowledged, decided or overdue',
};

/** PRODUCT.md 3 and 8: who a load is offered to. */
export const audienceTypes = ['all', 'list', 'carriers', 'marketplace'] as const;
/**
 * PRODUCT.md 8: a load may also be published to a lane's routing guide (`lane`), which
 * offers it carrier by carrier (the tender waterfall) before any audience of the list above.
 */
export const loadAudienceTypes = [...audienceTypes, 'lane'] as const;
export type LoadAudienceType = (typeof loadAudienceTypes)[number];
export const audienceLabels: Record<LoadAudienceType, string> = {
  all: 'All my carriers',
  list: 'A carrier list',
  carriers: 'Chosen carriers',
  marketplace: 'The whole marketplace',
  lane: 'Tender via routing guide',
};
