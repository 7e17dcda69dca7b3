/**
 * A small program written against the TypeScript client that openapi-typescript generates from
 * the served /api/docs document. openapi.test.ts generates ./generated/spotlane.ts and
 * type-checks this file: a renamed path, field or answer breaks the check, as it would break an
 * integrator's code.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/spotlane.ts';

export async function example(baseUrl: string, token: string) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

  const me = await api.GET('/api/auth/me');
  const email: string | undefined = me.data?.user.email;

  const loads = await api.GET('/api/loads', { params: { query: { page: 1, page_size: 25 } } });
  const firstName: string | null | undefined = loads.data?.results[0]?.name;
  const total: number | undefined = loads.data?.count;

  const created = await api.POST('/api/api_tokens', { body: { name: 'CI', expires_at: null } });
  const secret: string | undefined = created.data?.token;
  const problem: string | undefined = created.error?.errors[0]?.message;

  return { email, firstName, total, secret, problem };
}
