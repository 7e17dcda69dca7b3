import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKeys } from '../loads/api/keys.ts';
import { paperworkKeys } from '../paperwork/api/keys.ts';
import {
  BROADCAST_JITTER_MS,
  BroadcastCoalescer,
  keysForEvent,
  LIVE_EVENTS,
  parseEventData,
  withChatMessage,
} from './event-keys.ts';

const message = {
  id: 41,
  comment: 'Deal?',
  created_by: { id: 2, first_name: 'Sam', last_name: 'Shipper' },
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('keysForEvent', () => {
  it("refreshes the shipper's cards and calendar (best bid, bid count) on every bid event", () => {
    const isPrefixOf = (prefix: readonly unknown[], key: readonly unknown[]) =>
      prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
    for (const name of [
      'bid_placed',
      'bid_edited',
      'bid_accepted',
      'bid_rejected',
      'bid_withdrawn',
      'counter',
    ]) {
      const keys = keysForEvent(name, { load_id: 7, bid_id: 3 });
      for (const shown of [
        loadKeys.list({ status: 'all', page: 1 }),
        loadKeys.calendar('2026-11-29', '2027-01-02'),
      ])
        expect(
          keys.some((key) => isPrefixOf(key, shown)),
          `${name} refreshes ${JSON.stringify(shown)}`,
        ).toBe(true);
    }
  });

  it('refreshes the spot-quote lists when a new spot quote arrives', () => {
    expect(keysForEvent('spot_quote', {})).toContainEqual(['spot-quotes']);
  });

  it("refreshes the carrier's offers, the load's waterfall and the lists on a tender step", () => {
    const keys = keysForEvent('tender', { load_id: 7 });
    expect(keys).toContainEqual(['tenders']);
    expect(keys).toContainEqual(['spot-quotes']);
    expect(keys).toContainEqual(['loads']);
  });

  it('refreshes the load detail and comments of a comment event', () => {
    const keys = keysForEvent('comment', { load_id: 7 });
    expect(keys).toContainEqual(['loads', 'detail', 7]);
    expect(keys).toContainEqual(['load-comments', 7]);
    expect(keys).not.toContainEqual(['spot-quotes']);
  });

  it("refreshes a load's tracking, documents and rate confirmations on its status event", () => {
    const keys = keysForEvent('load_status', { load_id: 7 });
    expect(keys).toContainEqual(['paperwork', 'load', 7]);
    // The prefix covers each panel's key, so invalidating it refetches all three.
    for (const panel of [
      paperworkKeys.documents(7),
      paperworkKeys.timeline(7),
      paperworkKeys.confirmations(7),
    ])
      expect(panel.slice(0, 3)).toEqual(['paperwork', 'load', 7]);
    expect(keysForEvent('load_status', {})).not.toContainEqual(['paperwork', 'load', 7]);
  });

  it('refreshes the chat of the bid a message belongs to', () => {
    expect(keysForEvent('chat_message', { bid_id: 3 })).toContainEqual(['bid-chat', 3]);
  });

  it('does not refetch a chat whose message came with the event', () => {
    const keys = keysForEvent('chat_message', { bid_id: 3, message });
    expect(keys).not.toContainEqual(['bid-chat', 3]);
    expect(keys).toContainEqual(['notifications']);
  });

  it('refreshes bids, lists and notifications when a bid is accepted', () => {
    const keys = keysForEvent('bid_accepted', { load_id: 1, bid_id: 2 });
    expect(keys).toContainEqual(['bids']);
    expect(keys).toContainEqual(['spot-quotes']);
    expect(keys).toContainEqual(['notifications']);
  });

  it('listens to every live event and refreshes something for each, counters and withdrawals included', () => {
    expect(LIVE_EVENTS).toEqual(expect.arrayContaining(['counter', 'bid_withdrawn']));
    for (const name of LIVE_EVENTS) expect(keysForEvent(name, { bid_id: 3 }), name).not.toEqual([]);
  });

  it('ignores unknown events', () => {
    expect(keysForEvent('heartbeat', {})).toEqual([]);
  });
});

describe('parseEventData', () => {
  it('reads load and bid ids', () => {
    expect(parseEventData('{"load_id":4,"bid_id":9,"x":1}')).toEqual({ load_id: 4, bid_id: 9 });
  });
  it('reads the message of a chat event and the broadcast mark', () => {
    expect(parseEventData(JSON.stringify({ bid_id: 9, message }))).toEqual({
      load_id: null,
      bid_id: 9,
      message,
    });
    expect(parseEventData('{"load_id":4,"broadcast":true}')).toMatchObject({ broadcast: true });
  });
  it('ignores a malformed message', () => {
    expect(parseEventData('{"bid_id":9,"message":{"id":"x"}}')).not.toHaveProperty('message');
  });
  it('survives bad JSON', () => {
    expect(parseEventData('nope')).toEqual({});
  });
});

describe('withChatMessage', () => {
  const chat = { id: 9, company_to: 'Acme', assigned: false, is_rejected: false, bid_comments: [] };

  it('appends a pushed message once', () => {
    const once = withChatMessage(chat, message);
    expect(once?.bid_comments).toEqual([message]);
    expect(withChatMessage(once, message)).toBe(once);
  });

  it('leaves a chat that is not loaded alone', () => {
    expect(withChatMessage(undefined, message)).toBeUndefined();
  });
});

describe('BroadcastCoalescer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A coalescer on fake timers that records what it invalidates; `random` as given. */
  function coalescing(random?: () => number) {
    vi.useFakeTimers();
    const invalidated: unknown[] = [];
    const coalescer = new BroadcastCoalescer((key) => invalidated.push(key), random);
    return { invalidated, coalescer };
  }

  it('invalidates a burst of audience events once, after the random delay', () => {
    const { invalidated, coalescer } = coalescing(() => 0.5);
    coalescer.add([['spot-quotes'], ['loads']]);
    coalescer.add([['spot-quotes']]);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(BROADCAST_JITTER_MS / 2 - 1);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(invalidated).toEqual([['spot-quotes'], ['loads']]);
    vi.advanceTimersByTime(BROADCAST_JITTER_MS);
    expect(invalidated).toHaveLength(2);
  });

  it('never waits longer than the jitter window', () => {
    const { invalidated, coalescer } = coalescing(() => 0.999);
    coalescer.add([['spot-quotes']]);
    vi.advanceTimersByTime(BROADCAST_JITTER_MS);
    expect(invalidated).toEqual([['spot-quotes']]);
  });

  it('drops what is pending when the stream closes', () => {
    const { invalidated, coalescer } = coalescing();
    coalescer.add([['spot-quotes']]);
    coalescer.cancel();
    vi.advanceTimersByTime(BROADCAST_JITTER_MS);
    expect(invalidated).toEqual([]);
  });
});

describe('support events', () => {
  it('refreshes the user chat on a support message and everything support on a status change', () => {
    expect(keysForEvent('support_message', {})).toEqual([['support', 'mine']]);
    expect(keysForEvent('support_conversation', {})).toEqual([['support']]);
    expect(LIVE_EVENTS).toEqual(
      expect.arrayContaining(['support_message', 'support_conversation']),
    );
  });
});
