import { describe, expect, it } from 'vitest';
import { keysForEvent, parseEventData } from './event-keys.ts';

describe('keysForEvent', () => {
  it('refreshes the spot-quote lists when a new spot quote arrives', () => {
    expect(keysForEvent('spot_quote', {})).toContainEqual(['spot-quotes']);
  });

  it('refreshes the load detail and comments of a comment event', () => {
    const keys = keysForEvent('comment', { load_id: 7 });
    expect(keys).toContainEqual(['loads', 'detail', 7]);
    expect(keys).toContainEqual(['load-comments', 7]);
    expect(keys).not.toContainEqual(['spot-quotes']);
  });

  it('refreshes the chat of the bid a message belongs to', () => {
    expect(keysForEvent('chat_message', { bid_id: 3 })).toContainEqual(['bid-chat', 3]);
  });

  it('refreshes bids, lists and notifications when a bid is accepted', () => {
    const keys = keysForEvent('bid_accepted', { load_id: 1, bid_id: 2 });
    expect(keys).toContainEqual(['bids']);
    expect(keys).toContainEqual(['spot-quotes']);
    expect(keys).toContainEqual(['notifications']);
  });

  it('ignores unknown events', () => {
    expect(keysForEvent('heartbeat', {})).toEqual([]);
  });
});

describe('parseEventData', () => {
  it('reads load and bid ids', () => {
    expect(parseEventData('{"load_id":4,"bid_id":9,"x":1}')).toEqual({ load_id: 4, bid_id: 9 });
  });
  it('survives bad JSON', () => {
    expect(parseEventData('nope')).toEqual({});
  });
});
