import { formatCents } from '@spotlane/shared/domain/money';
import { CHAT_BLOCKED_NOTICE } from '@spotlane/shared/schemas/notifications';

export type BidAction = 'accept' | 'reject';
export type BidControlLabel = 'Accept' | 'Accepted' | 'Rejected';

/**
 * SPEC 4: an accepted bid can be switched to reject, a rejected one to accept; otherwise the
 * control says Accept (and both choices are open).
 */
export function bidControl(bid: { is_accepted: boolean; is_rejected: boolean }): {
  label: BidControlLabel;
  actions: BidAction[];
} {
  if (bid.is_accepted) return { label: 'Accepted', actions: ['reject'] };
  if (bid.is_rejected) return { label: 'Rejected', actions: ['accept'] };
  return { label: 'Accept', actions: ['accept', 'reject'] };
}

/** SPEC 2.11: the confirmation before accepting or rejecting. */
export function bidConfirmText(action: BidAction, company: string, amountCents: number): string {
  return `Would you like to ${action} ${company} bid for ${formatCents(amountCents)}?`;
}

/** SPEC 4: the chat notice once the bid is rejected. */
export const CHAT_REJECTED_NOTICE =
  'This bid was rejected. New messages will be e-mailed to the carrier, who cannot respond in the system because they were not assigned.';

/** The same notice, said to the rejected carrier itself. */
export const CHAT_REJECTED_NOTICE_TO_CARRIER =
  'Your bid was rejected. New messages from the shipper will be e-mailed to you; you cannot respond here because the load was not assigned to you.';

/** The rejected notice for whoever reads it: the shipper reads about the carrier, the carrier about itself. */
export function chatRejectedNotice(readerType: string | null | undefined): string {
  return readerType === 'carrier' ? CHAT_REJECTED_NOTICE_TO_CARRIER : CHAT_REJECTED_NOTICE;
}

/** SPEC 4's blocked-chat notice, said to the carrier that won the load (it is the assigned carrier). */
export const CHAT_BLOCKED_NOTICE_TO_CARRIER =
  'New messages are now blocked. The load is assigned to you: continue the conversation with the shipper in the "Notes/Comments" section.';

/** The blocked notice for whoever reads it: SPEC 4's words to the shipper, its twin to the carrier. */
export function chatBlockedNotice(readerType: string | null | undefined): string {
  return readerType === 'carrier' ? CHAT_BLOCKED_NOTICE_TO_CARRIER : CHAT_BLOCKED_NOTICE;
}

/** SPEC 5: an empty message is not sent. */
export function canSendMessage(text: string, blocked: boolean): boolean {
  return !blocked && text.trim().length > 0;
}
