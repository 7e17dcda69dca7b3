/**
 * Once-built statements (docs/decisions/030-api-overhead.md): the serializer of a hot answer that our own
 * code builds field by field to its response schema (the list cards of `toCard`, the counts):
 * plain `JSON.stringify`, without validating the answer against the zod schema again on every
 * request as the zod type provider does. The schema still documents the route (OpenAPI) and
 * types the handler; `hot-answers.test.ts` holds the answers to their schemas.
 */
export const trustedAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
