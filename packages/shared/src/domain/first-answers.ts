/**
 * The answers a signed-in page carries for its first requests (decision 089): the server puts
 * the caller's GET /api/auth/me answer in index.html, and the app takes it once instead of a
 * round trip before the guard can decide. Keyed by API path; `cursor` is the live stream's
 * position when the answer was read, as EVENT_CURSOR_HEADER names it on an API answer.
 */
export type FirstAnswers = Record<string, { body: unknown; cursor: number }>;

/** The id of the page's JSON data block that holds them. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** Who is signed in: the one answer a page carries today. */
export const ME_PATH = '/api/auth/me';
