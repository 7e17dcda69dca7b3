import { describe, expect, it } from 'vitest';
import {
  bidConfirmText,
  bidControl,
  CHAT_REJECTED_NOTICE,
  canSendMessage,
  chatRejectedNotice,
} from './bid-rules.ts';

describe('bidControl', () => {
  it('offers accept and reject on an open bid', () => {
    expect(bidControl({ is_accepted: false, is_rejected: false })).toEqual({
      label: 'Accept',
      actions: ['accept', 'reject'],
    });
  });
  it('lets an accepted bid switch to reject', () => {
    expect(bidControl({ is_accepted: true, is_rejected: false })).toEqual({
      label: 'Accepted',
      actions: ['reject'],
    });
  });
  it('lets a rejected bid switch to accept', () => {
    expect(bidControl({ is_accepted: false, is_rejected: true })).toEqual({
      label: 'Rejected',
      actions: ['accept'],
    });
  });
});

describe('bidConfirmText', () => {
  it('names the action, the company and the amount in dollars', () => {
    expect(bidConfirmText('accept', 'Rapid Haul', 125050)).toBe(
      'Would you like to accept Rapid Haul bid for $1,250.50?',
    );
    expect(bidConfirmText('reject', 'Rapid Haul', 90000)).toBe(
      'Would you like to reject Rapid Haul bid for $900.00?',
    );
  });
});

describe('canSendMessage', () => {
  it('never sends an empty or blocked message', () => {
    expect(canSendMessage('   ', false)).toBe(false);
    expect(canSendMessage('hello', true)).toBe(false);
    expect(canSendMessage(' hello ', false)).toBe(true);
  });
});

describe('chatRejectedNotice', () => {
  it('speaks to the carrier in the second person and keeps the SPEC 4 notice for the shipper', () => {
    expect(chatRejectedNotice('carrier')).toBe(
      'Your bid was rejected. New messages from the shipper will be e-mailed to you; you cannot respond here because the load was not assigned to you.',
    );
    expect(chatRejectedNotice('shipper')).toBe(CHAT_REJECTED_NOTICE);
    expect(CHAT_REJECTED_NOTICE).toContain('e-mailed to the carrier');
  });
});
