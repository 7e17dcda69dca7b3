/**
 * Request bodies for the property tests: valid bodies broken in one to three ways, and bodies
 * of any shape. A refused body must answer 4xx and leave nothing behind.
 */
import fc from 'fast-check';

export type Body = Record<string, unknown>;
/** Makes any valid body invalid on its own, whatever the other breakers did. */
export type Breaker = (body: Body) => void;

/** The breaker that sets `key` to `value`. */
export const setKey =
  (key: string, value: unknown): Breaker =>
  (body) => {
    body[key] = value;
  };

/** A valid body (a fresh one each time) with one to three of the breakers applied. */
export const brokenBodies = (valid: fc.Arbitrary<Body>, breakers: fc.Arbitrary<Breaker>[]) =>
  fc
    .tuple(valid, fc.array(fc.oneof(...breakers), { minLength: 1, maxLength: 3 }))
    .map(([body, breaks]) => {
      for (const breakIt of breaks) breakIt(body);
      return body;
    });

/** Anything at all: JSON of any shape, or objects with some of `keys` and random values. */
export const bodiesOfAnyShape = (keys: readonly string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.record(Object.fromEntries(keys.map((key) => [key, fc.jsonValue()])), { requiredKeys: [] }),
  );
