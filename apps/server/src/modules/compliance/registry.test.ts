import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGISTRY_COLUMNS } from '@spotlane/shared/domain/carrier-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { CsvSnapshotRegistry, parseSnapshot } from './csv-snapshot.ts';
import { DEMO_REGISTRY_CSV } from './demo-snapshot.ts';
import { QcMobileRegistry } from './qcmobile.ts';

/**
 * A local server answering in QCMobile's format: `/carriers/{dot}?webKey=` with
 * `{content: {carrier}}`, `/carriers/{dot}/authority` with `{content: [{carrierAuthority}]}`,
 * `/carriers/docket-number/{mc}` with `{content: [{carrier}]}`.
 */
const carriers: Record<string, Record<string, unknown>> = {
  '2345678': {
    dotNumber: 2345678,
    legalName: 'RAPID FREIGHT LLC',
    dbaName: null,
    allowedToOperate: 'Y',
    statusCode: 'A',
    commonAuthorityStatus: 'A',
    contractAuthorityStatus: 'N',
    bipdInsuranceOnFile: '1000',
    bipdInsuranceRequired: 'Y',
    cargoInsuranceOnFile: '250',
    oosDate: null,
    safetyRating: 'S',
    phyCity: 'CHICAGO',
    phyState: 'IL',
    telephone: '(312) 555-0142',
    emailAddress: 'compliance@rapidfreight.example',
  },
  '4567890': {
    dotNumber: 4567890,
    legalName: 'PRAIRIE EXPRESS INC',
    allowedToOperate: 'N',
    statusCode: 'I',
    commonAuthorityStatus: 'I',
    contractAuthorityStatus: 'N',
    bipdInsuranceOnFile: '0',
    bipdInsuranceRequired: 'Y',
    cargoInsuranceOnFile: '0',
    oosDate: '2026-01-15',
    safetyRating: 'U',
    phyCity: 'OMAHA',
    phyState: 'NE',
  },
};
const authority: Record<string, unknown[]> = {
  '2345678': [
    {
      carrierAuthority: {
        commonAuthorityStatus: 'A',
        contractAuthorityStatus: 'N',
        docketNumber: 123456,
        prefix: 'MC',
      },
    },
  ],
  '4567890': [{ carrierAuthority: { commonAuthorityStatus: 'I', docketNumber: 654321 } }],
};

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('webKey') !== 'test-key') return json(401, { content: 'bad key' });
    const [, , , dot, rest] = url.pathname.split('/').filter(Boolean);
    if (dot === '5000000') return json(500, { error: 'internal' });
    if (dot === '6000000') return; // never answers: the timeout
    if (dot === '7000000') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (dot === 'docket-number') {
      const found = Object.values(carriers).find((c) =>
        authority[String(c.dotNumber)]?.some(
          (a) =>
            String(
              (a as { carrierAuthority: { docketNumber: number } }).carrierAuthority.docketNumber,
            ) === rest,
        ),
      );
      return json(200, { content: found ? [{ carrier: found }] : [] });
    }
    if (rest === 'authority') return json(200, { content: authority[dot ?? ''] ?? [] });
    const carrier = carriers[dot ?? ''];
    return json(200, {
      content: carrier ? { carrier } : null,
      retrievalDate: '2026-11-28T06:00:00',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/qc/services`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('QCMobile provider (PRODUCT.md 15)', () => {
  const registry = () => new QcMobileRegistry({ url: base, key: 'test-key', timeoutMs: 500 });

  it('an active carrier: the record in the registry shape, asked with the webKey', async () => {
    const answer = await registry().lookup({ dot: '2345678', mc: null });
    expect(answer).toEqual({
      kind: 'found',
      record: {
        dot_number: '2345678',
        mc_number: '123456',
        legal_name: 'RAPID FREIGHT LLC',
        dba_name: null,
        email: 'compliance@rapidfreight.example',
        phone: '(312) 555-0142',
        city: 'CHICAGO',
        state: 'IL',
        authority_status: 'active',
        authority_since: null,
        out_of_service: false,
        safety_rating: 'satisfactory',
        bipd_cents: 100_000_000,
        cargo_cents: 25_000_000,
        insurance_expires_on: null,
      },
    });
    expect(seen).toContain('/qc/services/carriers/2345678?webKey=test-key');
    expect(seen).toContain('/qc/services/carriers/2345678/authority?webKey=test-key');
  });

  it('an inactive carrier, out of service, with no insurance on file', async () => {
    const answer = await registry().lookup({ dot: '4567890', mc: null });
    expect(answer.kind).toBe('found');
    if (answer.kind !== 'found') return;
    expect(answer.record).toMatchObject({
      authority_status: 'inactive',
      out_of_service: true,
      safety_rating: 'unsatisfactory',
      bipd_cents: 0,
      mc_number: '654321',
    });
  });

  it('by MC docket when the carrier gave no DOT', async () => {
    const answer = await registry().lookup({ dot: null, mc: '123456' });
    expect(answer.kind === 'found' && answer.record.dot_number).toBe('2345678');
  });

  it('not found, a 500, garbage and a timeout: never a pass', async () => {
    expect(await registry().lookup({ dot: '9999999', mc: null })).toEqual({ kind: 'not_found' });
    const failed = await registry().lookup({ dot: '5000000', mc: null });
    expect(failed).toMatchObject({ kind: 'unavailable', error: 'registry answered 500' });
    expect((await registry().lookup({ dot: '7000000', mc: null })).kind).toBe('unavailable');
    const started = Date.now();
    expect((await registry().lookup({ dot: '6000000', mc: null })).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await registry().lookup({ dot: null, mc: null })).kind).toBe('unavailable');
  });

  it('a wrong key is an unavailable registry, not a not-found carrier', async () => {
    const wrong = new QcMobileRegistry({ url: base, key: 'nope', timeoutMs: 500 });
    expect((await wrong.lookup({ dot: '2345678', mc: null })).kind).toBe('unavailable');
  });
});

describe('CSV snapshot provider (PRODUCT.md 15)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const header = REGISTRY_COLUMNS.join(',');
  const row = (dot: string, status: string) =>
    `${dot},111,ACME TRUCKING,,a@example.com,,Reno,NV,${status},2020-01-01,false,none,75000000,10000000,2030-01-01`;

  it('reads any column order, and a rewritten file within 5 seconds', async () => {
    const file = join(dir, 'snapshot.csv');
    writeFileSync(file, `${header}\n${row('1000001', 'active')}\n`);
    const registry = new CsvSnapshotRegistry(file);
    try {
      const first = await registry.lookup({ dot: '1000001', mc: null });
      expect(first.kind === 'found' && first.record.authority_status).toBe('active');
      expect(first.kind === 'found' && first.record.out_of_service).toBe(false);
      expect(first.kind === 'found' && first.record.bipd_cents).toBe(75_000_000);
      // Rewritten the way a deploy writes files: a new file renamed over the old.
      const next = join(dir, 'next.csv');
      writeFileSync(next, `${header}\n${row('1000001', 'revoked')}\n${row('1000002', 'active')}\n`);
      renameSync(next, file);
      const deadline = Date.now() + 5000;
      let status: string | null = null;
      while (Date.now() < deadline) {
        const answer = await registry.lookup({ dot: '1000001', mc: null });
        status = answer.kind === 'found' ? answer.record.authority_status : null;
        if (status === 'revoked') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('revoked');
      expect((await registry.lookup({ dot: '1000002', mc: null })).kind).toBe('found');
      expect(await registry.lookup({ dot: '1000003', mc: null })).toEqual({ kind: 'not_found' });
    } finally {
      registry.close();
    }
  });

  it('a missing column refuses the start, naming the column', () => {
    const file = join(dir, 'broken.csv');
    const columns = REGISTRY_COLUMNS.filter((column) => column !== 'bipd_cents');
    writeFileSync(file, `${columns.join(',')}\n`);
    expect(() => new CsvSnapshotRegistry(file)).toThrow(ConfigError);
    expect(() => new CsvSnapshotRegistry(file)).toThrow(/"bipd_cents" is missing/);
  });

  it('the demo snapshot reads whole: Rapid Freight verified, Prairie Express failing', () => {
    const snapshot = parseSnapshot(DEMO_REGISTRY_CSV);
    expect(snapshot.byDot.get('2345678')?.authority_status).toBe('active');
    expect(snapshot.byDot.get('4567890')?.insurance_expires_on).toBe('2025-06-30');
    expect(snapshot.byDot.has('3456789')).toBe(false);
  });
});
