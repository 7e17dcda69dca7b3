/**
 * Resolves in a new task of the browser's event loop, so that the work after it does not run in
 * the same task as the work before it (the first-load budget): the app's start is several short tasks rather
 * than one long one, and the browser can paint and answer input in between. A message on a
 * channel runs before the next timer would (timers nested five deep wait at least 4 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
