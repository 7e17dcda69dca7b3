import { type LookupAddress, lookup } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request on a user's behalf (webhooks, PRODUCT.md 11): https to
 * a public address. Private, loopback, link-local, unique-local, CGNAT, multicast, unspecified
 * and other special ranges are refused, for the typed host and for every address its DNS
 * answers, unless `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE=true, development and tests), which
 * also allows plain http. docs/decisions/026-webhooks.md.
 */
export class RefusedTarget extends Error {}

const lookupAll = promisify(lookup);
const PUBLIC_ONLY = 'Webhooks go to public addresses only';

/** What kind of address may not be called ("a loopback address"), or null for a public one. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  return `a ${RANGE_NAMES[range] ?? `special-purpose (${range})`} address`;
}

const RANGE_NAMES: Record<string, string> = {
  private: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'shared (CGNAT)',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
};

/** The host of a URL as an address or name (IPv6 without its brackets). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a URL before it is saved or called; throws RefusedTarget with a message a user can
 * read. The answer is the URL parsed.
 */
export async function checkOutboundUrl(text: string, allowPrivate: boolean): Promise<URL> {
  if (!URL.canParse(text)) throw new RefusedTarget('Enter a full https:// URL');
  const url = new URL(text);
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) throw new RefusedTarget('Enter a full https:// URL');
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (ipaddr.isValid(host)) {
    const refused = refusedAddress(host);
    if (refused) throw new RefusedTarget(`${PUBLIC_ONLY}: ${host} is ${refused}`);
    return url;
  }
  const addresses = await resolveHost(host);
  for (const { address } of addresses) {
    const refused = refusedAddress(address);
    if (refused) {
      throw new RefusedTarget(`${PUBLIC_ONLY}: ${host} resolves to ${address}, ${refused}`);
    }
  }
  return url;
}

async function resolveHost(host: string): Promise<LookupAddress[]> {
  try {
    const addresses = await lookupAll(host, { all: true });
    if (addresses.length > 0) return addresses;
  } catch {
    // answered below
  }
  throw new RefusedTarget(`The host ${host} cannot be found`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses a name whose DNS answers a refused address at the
 * moment of connecting, so a DNS answer that changes after checkOutboundUrl is caught too.
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  lookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    for (const { address } of addresses) {
      const refused = refusedAddress(address);
      if (refused) {
        return callback(
          new RefusedTarget(`${PUBLIC_ONLY}: ${hostname} resolves to ${address}, ${refused}`),
          [],
        );
      }
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new RefusedTarget(`The host ${hostname} cannot be found`), []);
    callback(null, first.address, first.family);
  });
}
