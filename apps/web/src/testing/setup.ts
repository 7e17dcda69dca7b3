import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// Pages render through Mantine and React Query: on a busy machine an answer can take more than
// the default second to show.
configure({ asyncUtilTimeout: 5000 });

// What Mantine needs from a browser that jsdom does not have.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom's Blob, File and FormData are not ones Node's fetch can send as a multipart body (the
// CSV upload): use Node's own, FormData taken from a form its Request parses. Node 24's fetch
// also checks that a parsed part is its own File (jsdom's File fails that check, and the body
// then reaches the handler as the text "[object FormData]").
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
const nodeForm = await new Request('http://localhost/', {
  method: 'POST',
  body: new URLSearchParams('a=1'),
}).formData();
globalThis.FormData = nodeForm.constructor as typeof FormData;

// A request no test answers fails the test: every call a component makes is asserted.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
