// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches imports this file, the one file of a feature that others may import
// (.dependency-cruiser.cjs).

/** The signed-in user, the account and its team, tokens and webhooks. */
export const accountKeys = {
  me: ['auth', 'me'] as const,
  profile: ['profile'] as const,
  account: ['account'] as const,
  apiTokens: ['api-tokens'] as const,
  teamUsers: ['team-users'] as const,
  webhooks: ['webhooks'] as const,
  /** Another shipper's public page (its name and logo). */
  shipper: (accountId: number | undefined) => ['shippers', accountId] as const,
};
