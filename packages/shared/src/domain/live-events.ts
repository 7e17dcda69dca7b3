/**
 * The live stream's position (GET /api/events). Every API answer names, in this header, the
 * last event the server had delivered when the request began: the data in the answer already
 * reflects it. A stream opened later with `?last_event_id=<that id>` replays what came after,
 * so nothing that happened between the page's first data and the stream's open is lost.
 */
export const EVENT_CURSOR_HEADER = 'x-event-cursor';
