import { useLiveEvents } from './use-live-events.ts';

/**
 * The live-events stream as a component of its own chunk: the shell mounts it at its third
 * idle moment, so the stream's code and the schemas it reads (chat messages, the event names)
 * stay off a page's first load (the first-load budget).
 */
export default function LiveEventsStream() {
  useLiveEvents(true);
  return null;
}
