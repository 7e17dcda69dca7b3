import { z } from 'zod';
import { listOf } from './lists.ts';

/** PRODUCT.md 11: personal API tokens, sent as `Authorization: Bearer <token>`. */
export const API_TOKEN_PREFIX = 'spl_';
export const API_TOKEN_NAME_MAX = 100;
/** How many live (not revoked, not expired) tokens one user may hold. */
export const API_TOKENS_PER_USER = 20;
/** Requests one token may make per minute before it is answered 429. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

export const createApiTokenRequest = z.object({
  name: z
    .string({ error: 'Name the token' })
    .trim()
    .min(1, 'Name the token')
    .max(API_TOKEN_NAME_MAX, `A name can be at most ${API_TOKEN_NAME_MAX} characters`),
  expires_at: z.iso
    .datetime({ offset: true, error: 'Enter a valid expiry date' })
    .nullable()
    .optional()
    .refine((value) => !value || Date.parse(value) > Date.now(), {
      message: 'The expiry must be in the future',
    }),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>;

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart (never enough to use one). */
  prefix: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of POST /api/api_tokens: the only time the secret is shown. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenList = listOf(apiToken);
export type ApiTokenList = z.infer<typeof apiTokenList>;

/** The lifetimes Settings > API offers; the API itself takes any future expires_at. */
export const API_TOKEN_LIFETIMES = ['30', '90', '365', 'never'] as const;
export const API_TOKEN_LIFETIME_LABELS: Record<(typeof API_TOKEN_LIFETIMES)[number], string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  never: 'Never expires',
};

/** The form of Settings > API: a name and a lifetime, turned into the request below. */
export const createApiTokenForm = z.object({
  name: createApiTokenRequest.shape.name,
  lifetime: z.enum(API_TOKEN_LIFETIMES),
});
export type CreateApiTokenForm = z.infer<typeof createApiTokenForm>;

export function apiTokenRequestFromForm(
  form: CreateApiTokenForm,
  now: Date = new Date(),
): CreateApiTokenRequest {
  if (form.lifetime === 'never') return { name: form.name, expires_at: null };
  const expires = new Date(now.getTime() + Number(form.lifetime) * 86_400_000);
  return { name: form.name, expires_at: expires.toISOString() };
}
