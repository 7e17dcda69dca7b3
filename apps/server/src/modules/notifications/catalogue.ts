import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import type { NotificationEvent } from '@spotlane/shared/schemas/notifications';

/**
 * Every notification the product sends, once: which setting governs it, and its title, body
 * and link. The recipient sees the load through a LoadView built for them, so the SPEC 2.7
 * privacy rule (PRODUCT 14) holds in every channel by construction: a carrier that does not
 * hold a load gets a view with no name and no identifier, and the entries can only say
 * "a load".
 */

/** How the recipient stands to the load. */
export type Standing = 'shipper' | 'holder' | 'outsider';

/** The facts about a load a notice may draw on (a load row satisfies it). */
export interface LoadFacts {
  id: number;
  name: string;
  identifier: string | null;
  accountId: number;
  assignedAccountId: number | null;
}

/** The load as the recipient may see it. */
export interface LoadView {
  id: number;
  standing: Standing;
  /** `"Peas to Denver"` for the shipper and the carrier holding it, `a load` for every other. */
  label: string;
  /** The shipment number, for the shipper and the holder only. */
  identifier: string | null;
}

export function standingOf(load: LoadFacts, accountId: number): Standing {
  if (accountId === load.accountId) return 'shipper';
  if (load.assignedAccountId !== null && accountId === load.assignedAccountId) return 'holder';
  return 'outsider';
}

export function viewFor(load: LoadFacts, accountId: number): LoadView {
  const standing = standingOf(load, accountId);
  const named = standing !== 'outsider';
  return {
    id: load.id,
    standing,
    label: named ? `"${load.name}"` : 'a load',
    identifier: named ? load.identifier : null,
  };
}

export interface Notice {
  event: NotificationEvent;
  title: string;
  body: string;
  /** A page of the web app, built with `paths`. */
  link: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const offerWord = (isQuoteRequest: boolean) => (isQuoteRequest ? 'quote' : 'bid');

/** The carrier's page of a load it bid on, as SPEC 2.7 routes it. */
const carrierPage = (load: LoadView) =>
  load.standing === 'holder' ? paths.assignedSpotQuote(load.id) : paths.spotQuoteDetail(load.id);

type Entry<P> = (load: LoadView, params: P) => Notice;

function entry<P>(build: Entry<P>): Entry<P> {
  return build;
}

export const catalogue = {
  // PRODUCT.md 20: a new load fits one of the carrier's posts or preferences. It never holds the
  // load yet, so the notice says "a load" and where it leaves, as the privacy rule wants.
  loadMatch: entry<{ origin: string; dateToLeave: string; deadheadMiles: number | null }>(
    (load, p) => ({
      event: 'load_match',
      title: 'A new load fits your truck',
      body: `A load leaving ${p.origin} on ${formatUsDate(p.dateToLeave)}${
        p.deadheadMiles === null
          ? ', on one of your lanes'
          : `, ${p.deadheadMiles} mi from your truck`
      }. Open it to bid.`,
      link: paths.spotQuoteDetail(load.id),
    }),
  ),
  spotQuote: entry<{ isQuoteRequest: boolean; dateToLeave: string }>((load, p) => ({
    event: 'spot_quote',
    title: p.isQuoteRequest ? 'New informational quote request' : 'New spot quote',
    body: `A shipper offers a load leaving ${formatUsDate(p.dateToLeave)}. Open it to bid.`,
    link: paths.spotQuoteDetail(load.id),
  })),
  bidPlaced: entry<{ company: string; amount: number; isQuoteRequest: boolean }>((load, p) => ({
    event: 'bid',
    title: `New ${offerWord(p.isQuoteRequest)} on ${load.label}`,
    body: `${p.company} offers ${formatCents(p.amount)}.`,
    link: paths.shipmentDetail(load.id),
  })),
  bidEdited: entry<{ company: string; amount: number; isQuoteRequest: boolean }>((load, p) => ({
    event: 'bid',
    title: `${p.company} changed its ${offerWord(p.isQuoteRequest)} on ${load.label}`,
    body: `The new amount is ${formatCents(p.amount)}.`,
    link: paths.shipmentDetail(load.id),
  })),
  bidAccepted: entry<{ shipperCompany: string }>((load, p) => ({
    event: 'bid_decision',
    title: `Your bid on ${load.label} was accepted`,
    body: `${p.shipperCompany} assigned the load ${load.identifier ?? ''} to you.`,
    link: paths.assignedSpotQuote(load.id),
  })),
  bidRejected: entry<{ anotherCarrierChosen: boolean }>((load, p) => ({
    event: 'bid_decision',
    title: `Your bid on ${load.label} was rejected`,
    body: p.anotherCarrierChosen
      ? 'The shipper chose another carrier.'
      : 'The shipper did not choose your bid.',
    link: paths.spotQuoteDetail(load.id),
  })),
  bidWithdrawn: entry<{ company: string }>((load, p) => ({
    event: 'bid',
    title: `${p.company} withdrew its bid on ${load.label}`,
    body: 'The bid can no longer be accepted.',
    link: paths.shipmentDetail(load.id),
  })),
  // PRODUCT.md 9: counter-offers, to the side that may answer (a carrier sees "a load").
  counterProposed: entry<{ from: string; amount: number }>((load, p) => ({
    event: load.standing === 'shipper' ? 'bid' : 'bid_decision',
    title: `${p.from} proposed new terms on ${load.label}`,
    body: `The proposal is ${formatCents(p.amount)}. Accept, decline or counter it in the bids chat.`,
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : carrierPage(load),
  })),
  counterDeclined: entry<{ from: string }>((load, p) => ({
    event: load.standing === 'shipper' ? 'bid' : 'bid_decision',
    title: `${p.from} declined your proposal on ${load.label}`,
    body: 'The bid stands at its previous terms.',
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : carrierPage(load),
  })),
  counterAccepted: entry<{ company: string; amount: number }>((load, p) => ({
    event: 'bid',
    title: `${p.company} accepted your proposal on ${load.label}`,
    body: `The load ${load.identifier ?? ''} is assigned to ${p.company} at ${formatCents(p.amount)}.`,
    link: paths.shipmentDetail(load.id),
  })),
  // PRODUCT.md 9: the deadline came.
  deadlineAwarded: entry<{ company: string; amount: number }>((load, p) => ({
    event: 'bid',
    title: `Bidding on ${load.label} closed and the load was awarded`,
    body: `Your award rule chose ${p.company} at ${formatCents(p.amount)}.`,
    link: paths.shipmentDetail(load.id),
  })),
  deadlineNoAward: entry<{ automatic: boolean }>((load, p) => ({
    event: 'bid',
    title: `Bidding on ${load.label} closed`,
    body: p.automatic
      ? 'No bid met your award rule, so the load stays open: choose a bid or change the rule.'
      : 'Choose one of the bids to assign the load.',
    link: paths.shipmentDetail(load.id),
  })),
  bidCoveredByFleet: entry<Record<string, never>>((load) => ({
    event: 'bid_decision',
    title: `${capitalize(load.label)} you bid on was covered by the shipper`,
    body: 'The shipper moves this load with its own truck, so your bid was not chosen.',
    link: paths.spotQuoteDetail(load.id),
  })),
  // PRODUCT.md 8: the routing guide's tenders. The offered carrier does not hold the load, so
  // it reads "a load" like any spot quote; the shipper reads its name.
  tenderOffered: entry<{ rate: number | null; expiresAt: string }>((load, p) => ({
    event: 'spot_quote',
    title: `${capitalize(load.label)} is tendered to you${p.rate === null ? '' : ` at ${formatCents(p.rate)}`}`,
    body: `A shipper's routing guide offers you this load. Accept or decline it before ${p.expiresAt}.`,
    link: paths.spotQuotes,
  })),
  tenderExpired: entry<Record<string, never>>((load) => ({
    event: 'spot_quote',
    title: `The tender of ${load.label} to you expired`,
    body: "The shipper's routing guide offered the load to its next carrier.",
    link: paths.spotQuotes,
  })),
  tenderAnswered: entry<{ company: string; answer: 'accepted' | 'declined' | 'expired' }>(
    (load, p) => ({
      event: 'load_status',
      title:
        p.answer === 'expired'
          ? `The tender of ${load.label} to ${p.company} expired`
          : `${p.company} ${p.answer} the tender of ${load.label}`,
      body:
        p.answer === 'accepted'
          ? `The load ${load.identifier ?? ''} is assigned to ${p.company}.`
          : 'The routing guide offers the load to its next carrier.',
      link: paths.shipmentDetail(load.id),
    }),
  ),
  tenderGuideEnded: entry<{ audience: string | null }>((load, p) => ({
    event: 'load_status',
    title: `No carrier of the routing guide took ${load.label}`,
    body:
      p.audience === null
        ? 'The load stays with you: choose who sees it to publish it as a spot quote.'
        : `The load is now a spot quote for ${p.audience.toLowerCase()}.`,
    link: paths.shipmentDetail(load.id),
  })),
  quoteChosen: entry<Record<string, never>>((load) => ({
    event: 'quote_chosen',
    title: `Your quote for ${load.label} was chosen`,
    body: 'Confirm it with your pickup and delivery dates to get the load.',
    link: paths.quoteForm(load.id),
  })),
  quoteConfirmed: entry<{ company: string }>((load, p) => ({
    event: 'quote_decision',
    title: `${p.company} confirmed its quote for ${load.label}`,
    body: `The request is now shipment ${load.identifier ?? ''}, assigned to ${p.company}.`,
    link: paths.shipmentDetail(load.id),
  })),
  quoteDeclined: entry<{ company: string }>((load, p) => ({
    event: 'quote_decision',
    title: `${p.company} declined your choice for ${load.label}`,
    body: 'You may choose another quote.',
    link: paths.shipmentDetail(load.id),
  })),
  loadStatus: entry<{ status: string }>((load, p) => {
    const cancelled = p.status.startsWith('cancelled');
    return {
      event: cancelled ? 'load_cancelled' : 'load_status',
      title: cancelled
        ? `${capitalize(load.label)} was canceled`
        : `${capitalize(load.label)} is now ${p.status.replace(/_/g, ' ')}`,
      body: cancelled
        ? 'The shipper canceled this load.'
        : `The load ${load.identifier ?? ''} changed status.`,
      link:
        load.standing === 'shipper'
          ? paths.shipmentDetail(load.id)
          : paths.assignedBidDetail(load.id, 15),
    };
  }),
  loadAtRisk: entry<Record<string, never>>((load) => ({
    event: 'load_status',
    title: `${capitalize(load.label)} is at risk`,
    body: `The load ${load.identifier ?? ''} may arrive late: its ETA is after the delivery time, or no check call came for 4 hours.`,
    link: paths.shipmentDetail(load.id),
  })),
  // PRODUCT.md 18: a shipper's "Request check call", to the carrier holding the load.
  checkCallRequested: entry<{ company: string }>((load) => ({
    event: 'load_status',
    title: `Check call requested on ${load.label}`,
    body: `The shipper asks for a check call on the load ${load.identifier ?? ''}: report where the truck is and its ETA.`,
    link: carrierPage(load),
  })),
  bidMessage: entry<{ company: string; author: string; comment: string }>((load, p) => ({
    event: 'chat_message',
    title: `New message from ${p.company}`,
    body: `${p.author}: ${p.comment.slice(0, 200)}`,
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : paths.bidPlaced(load.id),
  })),
  loadNote: entry<{ author: string; comment: string }>((load, p) => ({
    event: 'chat_message',
    title: `New note on ${load.label}`,
    body: `${p.author}: ${p.comment.slice(0, 200)}`,
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : carrierPage(load),
  })),
  // PRODUCT.md 19: accessorial lines and invoices, to the other party of the load.
  accessorial: entry<{
    what: 'requested' | 'approved' | 'disputed';
    label: string;
    amount: number;
  }>((load, p) => ({
    event: 'accessorial',
    title: `${p.label} ${p.what} on ${load.label}`,
    body: `${p.label}: ${formatCents(p.amount)}.`,
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : carrierPage(load),
  })),
  invoice: entry<{ invoiceId: number; number: string; what: string; total: number }>((load, p) => ({
    event: 'invoice',
    title: `Invoice ${p.number} ${p.what}`,
    body: `Invoice ${p.number} for ${load.label}: ${formatCents(p.total)}.`,
    // One address for both parties (the invoice page is of either role).
    link: paths.invoice(p.invoiceId),
  })),
  // PRODUCT.md 17: a dock appointment booked, changed or cancelled, to the other party; and
  // the carrier's reminder the day before.
  appointment: entry<{
    what: 'booked' | 'changed' | 'cancelled' | 'reminder';
    stop: string;
    when: string;
  }>((load, p) => ({
    event: 'appointment_changed',
    title:
      p.what === 'reminder'
        ? `Dock appointment tomorrow for ${load.label}`
        : `Dock appointment ${p.what} on ${load.label}`,
    body:
      p.what === 'cancelled'
        ? `The appointment at ${p.stop} was cancelled.`
        : `${p.stop}: ${p.when}.`,
    link: load.standing === 'shipper' ? paths.shipmentDetail(load.id) : carrierPage(load),
  })),
  // PRODUCT.md 21: ratings and claims, to the other party of the load.
  rating: entry<{ what: 'received' | 'replied'; stars: number; about: string }>((load, p) => ({
    event: 'rating',
    title: p.what === 'received' ? `New ${p.stars}-star rating` : 'Your rating was answered',
    body:
      p.what === 'received'
        ? `${p.about} was rated ${p.stars} of 5 after ${load.label}.`
        : `${p.about} replied to your rating after ${load.label}.`,
    link: paths.ratings,
  })),
  claim: entry<{ claimId: number; what: string; amount: number }>((load, p) => ({
    event: 'claim',
    title: `Claim #${p.claimId} ${p.what}`,
    body: `Claim #${p.claimId} on ${load.label}: ${formatCents(p.amount)}.`,
    link: paths.viewClaim(p.claimId),
  })),
} as const;

export type NoticeKind = keyof typeof catalogue;
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof catalogue)[K]>[1];

/** The notice `kind` for an account, as that account may see the load. */
export function noticeFor<K extends NoticeKind>(
  kind: K,
  load: LoadFacts,
  accountId: number,
  params: NoticeParams<K>,
): Notice {
  const build = catalogue[kind] as Entry<NoticeParams<K>>;
  return build(viewFor(load, accountId), params);
}

/** The mail to a carrier whose bid was not chosen and who can no longer answer in the chat. */
export function closedChatSubject(load: LoadFacts, accountId: number, company: string): string {
  return `Message from ${company} about ${viewFor(load, accountId).label}`;
}
