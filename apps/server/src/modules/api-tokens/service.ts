import { randomBytes } from 'node:crypto';
import * as schemas from '@spotlane/shared/schemas/api-tokens';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hashToken } from '../../platform/secrets.ts';

type TokenRow = typeof apiTokens.$inferSelect;

function toDto(row: TokenRow): schemas.ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's own tokens that still work, newest first. */
const live = (userId: number) =>
  and(
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
  );

export async function listTokens(db: Db, caller: Caller): Promise<schemas.ApiTokenList> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(live(caller.user.id))
    .orderBy(desc(apiTokens.id));
  return { results: rows.map(toDto), count: rows.length };
}

/** Creates a token; its secret is in this answer only (the database keeps a SHA-256 hash). */
export async function createToken(
  db: Db,
  caller: Caller,
  input: schemas.CreateApiTokenRequest,
): Promise<schemas.CreatedApiToken> {
  return db.transaction(async (tx) => {
    // Serialise this user's creations so the cap holds under parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_tokens'), ${caller.user.id})`);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(live(caller.user.id));
    if ((held?.n ?? 0) >= schemas.API_TOKENS_PER_USER) {
      throw AppError.of(
        400,
        'ValidationError',
        `You can hold at most ${schemas.API_TOKENS_PER_USER} API tokens; revoke one first`,
      );
    }
    const secret = `${schemas.API_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: caller.user.id,
        name: input.name,
        tokenHash: hashToken(secret),
        prefix: secret.slice(0, schemas.API_TOKEN_PREFIX.length + 6),
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      })
      .returning();
    if (!row) throw new Error('the token was not saved');
    return { ...toDto(row), token: secret };
  });
}

/** Revokes one of the caller's tokens at once; another user's token is 404. */
export async function revokeToken(db: Db, caller: Caller, id: number): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), live(caller.user.id)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw notFound('API token not found');
}
