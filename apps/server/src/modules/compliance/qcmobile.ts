import type {
  AuthorityStatus,
  RegistryRecord,
  SafetyRating,
} from '@spotlane/shared/domain/carrier-policy';
import type { Lookup, RegistryProvider } from './registry.ts';

/**
 * FMCSA's QCMobile web service (https://mobile.fmcsa.dot.gov/qc/services, a `webKey` query
 * parameter on every call). A carrier is `GET /carriers/{dot}` (or by docket,
 * `GET /carriers/docket-number/{mc}`), answered `{content: {carrier: {...}}}` (`content` null or
 * empty for an unknown number); its authority is `GET /carriers/{dot}/authority`, answered
 * `{content: [{carrierAuthority: {commonAuthorityStatus, contractAuthorityStatus, docketNumber,
 * prefix, ...}}]}`. Status letters: `A` active, `I` inactive, `R` revoked, `P` pending.
 * Insurance on file is in thousands of dollars (`bipdInsuranceOnFile: "750"`); QCMobile
 * holds no expiry date, so a zero on file where insurance is required counts as expired.
 */
export interface QcMobileOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : String(value).trim();

/** Thousands of dollars (QCMobile's unit) to cents; null when absent or not a number. */
function thousandsToCents(value: unknown): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const amount = Number(raw.replace(/[$,]/g, ''));
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 1000 * 100) : null;
}

function authorityOf(letter: unknown): AuthorityStatus | null {
  switch (text(letter)?.toUpperCase()) {
    case 'A':
      return 'active';
    case 'I':
    case 'N':
      return 'inactive';
    case 'R':
      return 'revoked';
    case 'P':
      return 'pending';
    default:
      return null;
  }
}

function safetyOf(letter: unknown): SafetyRating {
  switch (text(letter)?.toUpperCase()) {
    case 'S':
      return 'satisfactory';
    case 'C':
      return 'conditional';
    case 'U':
      return 'unsatisfactory';
    default:
      return 'none';
  }
}

/** QCMobile dates are `yyyy-mm-dd` or ISO timestamps; the day is what counts. */
const dayOf = (value: unknown) => {
  const raw = text(value);
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
};

/** The best authority status: active if any kind of for-hire authority is active. */
function bestAuthority(statuses: (AuthorityStatus | null)[]): AuthorityStatus | null {
  const order: AuthorityStatus[] = ['active', 'pending', 'revoked', 'inactive'];
  for (const status of order) if (statuses.includes(status)) return status;
  return null;
}

export function recordFromQcMobile(carrier: Json, authorities: Json[]): RegistryRecord {
  const authorityRows = authorities.map((row) => (row.carrierAuthority ?? row) as Json);
  const statuses = [
    ...authorityRows.flatMap((row) => [
      authorityOf(row.commonAuthorityStatus),
      authorityOf(row.contractAuthorityStatus),
    ]),
    authorityOf(carrier.commonAuthorityStatus),
    authorityOf(carrier.contractAuthorityStatus),
  ];
  let authority = bestAuthority(statuses);
  // The USDOT number itself inactive, or not allowed to operate: not active, whatever else says.
  if (text(carrier.statusCode)?.toUpperCase() === 'I') authority = 'inactive';
  if (authority === 'active' && text(carrier.allowedToOperate)?.toUpperCase() === 'N')
    authority = 'inactive';
  const mcRow = authorityRows.find((row) => text(row.docketNumber));
  const bipd = thousandsToCents(carrier.bipdInsuranceOnFile);
  return {
    dot_number: text(carrier.dotNumber),
    mc_number: text(mcRow?.docketNumber) ?? text(carrier.mcNumber) ?? null,
    legal_name: text(carrier.legalName),
    dba_name: text(carrier.dbaName),
    email: text(carrier.emailAddress ?? carrier.email),
    phone: text(carrier.telephone ?? carrier.phone),
    city: text(carrier.phyCity),
    state: text(carrier.phyState),
    authority_status: authority,
    authority_since: dayOf(mcRow?.authorityGrantDate ?? carrier.authorityGrantDate),
    out_of_service: carrier.oosDate === undefined ? null : text(carrier.oosDate) !== null,
    safety_rating: safetyOf(carrier.safetyRating),
    bipd_cents: bipd,
    cargo_cents: thousandsToCents(carrier.cargoInsuranceOnFile),
    insurance_expires_on: null,
  };
}

export class QcMobileRegistry implements RegistryProvider {
  readonly source = 'qcmobile';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: QcMobileOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private async get(path: string): Promise<{ status: number; body: Json | null }> {
    const url = new URL(`${this.options.url.replace(/\/+$/, '')}/${path}`);
    url.searchParams.set('webKey', this.options.key);
    const response = await this.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (response.status === 404) return { status: 404, body: null };
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const body = (await response.json()) as unknown;
    if (body === null || typeof body !== 'object') throw new Error('registry answered no object');
    return { status: response.status, body: body as Json };
  }

  async lookup(numbers: { dot: string | null; mc: string | null }): Promise<Lookup> {
    if (!numbers.dot && !numbers.mc)
      return { kind: 'unavailable', error: 'No valid MC or DOT number to look up' };
    try {
      const first = numbers.dot
        ? await this.get(`carriers/${encodeURIComponent(numbers.dot)}`)
        : await this.get(`carriers/docket-number/${encodeURIComponent(numbers.mc ?? '')}`);
      const content = first.body?.content;
      // By DOT the content is one {carrier}; by docket it is a list of them.
      const entry = (Array.isArray(content) ? content[0] : content) as Json | null | undefined;
      const carrier = entry?.carrier as Json | undefined;
      if (first.status === 404 || !carrier) return { kind: 'not_found' };
      if (typeof carrier !== 'object') throw new Error('registry answered no carrier object');
      const dot = text(carrier.dotNumber) ?? numbers.dot;
      const authority = dot
        ? await this.get(`carriers/${encodeURIComponent(dot)}/authority`)
        : null;
      const rows = Array.isArray(authority?.body?.content)
        ? (authority.body.content as Json[])
        : [];
      return { kind: 'found', record: recordFromQcMobile(carrier, rows) };
    } catch (error) {
      return { kind: 'unavailable', error: (error as Error).message || String(error) };
    }
  }
}
