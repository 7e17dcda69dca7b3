import { randomBytes } from 'node:crypto';
import type { CompanyResponse, ImportResponse } from '@spotlane/shared/schemas/companies';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as harness from '../../../test/harness.ts';

const ctx = harness.fileTestContext();
let shipper: harness.TestClient;

beforeAll(async () => {
  shipper = (await harness.signUp(ctx)).client;
});

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: string | Buffer; contentType?: string };

/** A multipart/form-data body written by hand, as a browser would send it. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----spotlane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'text/csv'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`),
      );
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  client: harness.TestClient,
  csv: string | Buffer | null,
  options: { dryRun?: string; fileField?: string; filename?: string } = {},
): Promise<harness.TestResponse<ImportResponse & { errors: Array<Record<string, unknown>> }>> {
  const parts: Part[] = [];
  if (options.dryRun !== undefined) parts.push({ name: 'dry_run', value: options.dryRun });
  if (csv !== null) {
    parts.push({
      name: options.fileField ?? 'file',
      filename: options.filename ?? 'companies.csv',
      content: csv,
    });
  }
  const { payload, contentType } = multipart(parts);
  return client.request('POST', '/api/companies/import', payload, {
    'content-type': contentType,
  });
}

async function companyCount(client: harness.TestClient = shipper): Promise<number> {
  const response = await client.get('/api/companies?page_size=1');
  expect(response.statusCode).toBe(200);
  return response.body.count;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function expectFileError(response: harness.TestResponse) {
  expect(response.statusCode, JSON.stringify(response.body)).toBe(400);
  const errors = (response.body as { errors: Array<{ code: string; field?: string }> }).errors;
  expect(errors[0]).toMatchObject({ code: 'ValidationError', field: 'file' });
  expect(JSON.stringify(response.body)).not.toMatch(/stack|node_modules|select |insert into/i);
}

const HEADER =
  'company_name,company_type,email,phone,notes,location_name,address1,address2,city,state,zipcode,contact_name,contact_phone,timezone,shipment_process';

/**
 * Lines 2..: good, bad zip, good (quoted comma, capitalised type, ZIP+4, lower-case state, FCFS), bad state and
 * e-mail, a blank line, good, missing company name, a row of empty cells, a short row.
 */
const MIXED = [
  HEADER,
  'Acme Farms,origin,ops@acme.example.com,312-555-0100,Dock 4,Acme North,1 Farm Rd,,Springfield,IL,62701,Jo,312-555-0101,,appointment', // 2
  'Bad Zip Inc,both,,,,,2 Main St,,Austin,TX,7870,,,,', // 3
  '"Quoted, Comma LLC",Destination,,,,West,"3 Pier Rd, Unit 5",,Seattle,wa,98101-1234,,,America/Los_Angeles,FCFS', // 4
  'Nowhere Co,both,not-an-email,,,,4 Road,,Town,ZZ,10001,,,,', // 5
  '', // 6
  'Plain Co,,,,,,5 Elm St,,Albany,NY,12207,,,,', // 7
  ',both,,,,,6 Elm St,,Albany,NY,12207,,,,', // 8
  ',,,,,,,,,,,,,,', // 9
  'Short Row Co,both,,,', // 10
  'Bad Zone Co,both,,,,,7 Elm St,,Albany,NY,12207,,,Europe/Paris,', // 11
].join('\r\n');

describe('CSV import of companies', () => {
  it('previews a dry run: counts and row errors with line number and column, creates nothing', async () => {
    const before = await companyCount();
    const response = await upload(shipper, MIXED, { dryRun: 'true' });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      created: 0,
      valid: 3,
      total: 8,
      dry_run: true,
      errors: [
        { row: 3, field: 'zipcode', message: expect.any(String) },
        { row: 5, field: 'email', message: 'Enter a valid e-mail address' },
        { row: 5, field: 'state', message: 'Choose a US state' },
        { row: 8, field: 'company_name', message: 'Company name is required' },
        // The location is named after the company when location_name is empty.
        { row: 8, field: 'location_name', message: 'Location name is required' },
        { row: 10, field: 'row', message: expect.stringMatching(/Too few fields/) },
        { row: 11, field: 'timezone', message: 'Choose a time zone' },
      ],
    });
    expect(await companyCount()).toBe(before);
  });

  it('imports exactly the valid rows, with their first location', async () => {
    const { client } = await harness.signUp(ctx);
    const response = await upload(client, MIXED, { dryRun: 'false' });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 3, valid: 3, total: 8, dry_run: false });
    expect(response.body.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'zipcode'],
      [5, 'email'],
      [5, 'state'],
      [8, 'company_name'],
      [8, 'location_name'],
      [10, 'row'],
      [11, 'timezone'],
    ]);
    const list = await client.get<{ results: CompanyResponse[]; count: number }>(
      '/api/companies?ordering=alphabetical',
    );
    expect(list.body.count).toBe(3);
    const [acme, plain, quoted] = list.body.results as [
      CompanyResponse,
      CompanyResponse,
      CompanyResponse,
    ];
    expect(acme).toMatchObject({
      name: 'Acme Farms',
      company_type: 'origin',
      email: 'ops@acme.example.com',
      phone: '312-555-0100',
      notes: 'Dock 4',
    });
    expect(acme.locations).toEqual([
      expect.objectContaining({
        name: 'Acme North',
        address: {
          address1: '1 Farm Rd',
          address2: null,
          city: 'Springfield',
          state: 'IL',
          zipcode: '62701',
        },
        contact_name: 'Jo',
        contact_phone: '312-555-0101',
        timezone: 'America/Chicago',
        shipment_process: 'appointment',
        schedule: [],
      }),
    ]);
    expect(plain).toMatchObject({ name: 'Plain Co', company_type: 'both', email: null });
    expect(plain.locations).toEqual([
      expect.objectContaining({ name: 'Plain Co', timezone: 'America/New_York' }),
    ]);
    expect(quoted).toMatchObject({ name: 'Quoted, Comma LLC', company_type: 'destination' });
    expect(quoted.locations).toEqual([
      expect.objectContaining({
        name: 'West',
        address: expect.objectContaining({
          address1: '3 Pier Rd, Unit 5',
          state: 'WA',
          zipcode: '98101-1234',
        }),
        timezone: 'America/Los_Angeles',
        shipment_process: 'fcfs',
      }),
    ]);
    // The companies are this shipper's own: nobody else sees them.
    const other = await shipper.get('/api/companies?search=Quoted');
    expect(other.body.count).toBe(0);
  });

  it('treats a missing dry_run as a real import', async () => {
    const { client } = await harness.signUp(ctx);
    const response = await upload(client, `${HEADER}\nSolo Co,,,,,,1 A St,,Denver,CO,80202,,,,`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ created: 1, valid: 1, total: 1, dry_run: false });
    expect(await companyCount(client)).toBe(1);
  });

  it('accepts only the required columns, a BOM, semicolons and quoted line breaks', async () => {
    const { client } = await harness.signUp(ctx);
    const csv = [
      '\uFEFFCompany_Name; Address1 ;City;State;Zipcode',
      '"Two\nLine Co";1 A St;Denver;CO;80202', // 2-3
      'Next Co;2 B St;Denver;XX;80202', // 4
    ].join('\n');
    const response = await upload(client, csv, { dryRun: '1' });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 0, valid: 1, total: 2, dry_run: true });
    expect(response.body.errors).toEqual([
      { row: 4, field: 'state', message: 'Choose a US state' },
    ]);
    expect(await companyCount(client)).toBe(0);
  });

  it('creates nothing when the import fails part-way: one transaction', async () => {
    const { client } = await harness.signUp(ctx);
    const lines = [HEADER];
    for (let index = 0; index < 1500; index++)
      lines.push(`Batch Co ${index},,,,,,${index} Main St,,Austin,TX,78701,,,,`);
    lines.push('Explode Co,,,,,,1 Main St,,Austin,TX,78701,,,,');
    // The database refuses the last row (as a failing disk or a dropped connection would).
    await ctx.database.db.execute(sql`
      create or replace function refuse_explode() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explode Co' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_explode before insert on companies for each row execute function refuse_explode()`,
    );
    try {
      const response = await upload(client, lines.join('\n'));
      expect(response.statusCode).toBe(500);
      expect(JSON.stringify(response.body)).not.toMatch(/refused for the test|insert/i);
      expect(await companyCount(client)).toBe(0);
      const orphans = await rows<{ n: number }>(
        sql`select count(*)::int as n from delivery_locations where address1 like '% Main St'`,
      );
      expect(orphans[0]?.n).toBe(0);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_explode on companies`);
      await ctx.database.db.execute(sql`drop function refuse_explode()`);
    }
  });

  it('imports a 10,000-row file', async () => {
    const { client } = await harness.signUp(ctx);
    const states = [
      ['IL', '60601'],
      ['TX', '78701'],
      ['CA', '90001'],
      ['NY', '10001'],
    ] as const;
    const lines = ['company_name,address1,city,state,zipcode,shipment_process'];
    for (let index = 0; index < 10_000; index++) {
      const [state, zip] = states[index % states.length] as readonly [string, string];
      lines.push(`Bulk ${index},${index} Main St,City ${index % 50},${state},${zip},fcfs`);
    }
    const csv = lines.join('\n');
    const started = Date.now();
    /** Uploads the whole file and expects every row valid, created only when not a dry run. */
    const uploadAll = async (dryRun: boolean) => {
      const response = await upload(client, csv, { dryRun: String(dryRun) });
      expect(response.statusCode, JSON.stringify(response.body).slice(0, 500)).toBe(200);
      expect(response.body).toEqual({
        created: dryRun ? 0 : 10_000,
        valid: 10_000,
        total: 10_000,
        dry_run: dryRun,
        errors: [],
      });
    };
    await uploadAll(true);
    expect(await companyCount(client)).toBe(0);
    await uploadAll(false);
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(await companyCount(client)).toBe(10_000);
    expect((await client.get('/api/companies/has_multiple_companies')).body).toEqual({
      company_count: 10_000,
    });
    const stored = await rows<{ companies: number; locations: number; zones: number }>(sql`
      select count(distinct c.id)::int as companies, count(l.id)::int as locations,
             count(distinct l.timezone)::int as zones
      from companies c join delivery_locations l on l.company_id = c.id
      where c.name like 'Bulk %'`);
    expect(stored[0]).toEqual({ companies: 10_000, locations: 10_000, zones: 3 });
    const one = await client.get('/api/companies?search=Bulk%209999');
    expect(one.body.results[0]).toMatchObject({
      name: 'Bulk 9999',
      locations: [
        expect.objectContaining({
          name: 'Bulk 9999',
          address: expect.objectContaining({ city: 'City 49', state: 'NY', zipcode: '10001' }),
          timezone: 'America/New_York',
          shipment_process: 'fcfs',
        }),
      ],
    });
  });

  it('refuses a file that is not a companies CSV with 400 on the file field', async () => {
    const before = await companyCount();
    const cases: Array<[string, string | Buffer]> = [
      ['no header', 'Acme,1 Main St,Austin,TX,78701\nBeta,2 Main St,Austin,TX,78701\n'],
      ['missing columns', 'company_name,address1,city\nAcme,1 Main St,Austin\n'],
      ['unknown column', `company_name,address1,city,state,zipcode,color\nA,1 B,C,TX,78701,red\n`],
      ['a repeated column', 'company_name,address1,city,state,zipcode,city\n'],
      ['empty', ''],
      ['only blank lines', '\n\n\n'],
      ['JSON', '[{"company_name":"Acme","city":"Austin"}]'],
      [
        'a spreadsheet (zip archive)',
        Buffer.concat([
          Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
          randomBytes(256),
        ]),
      ],
      ['UTF-16 text', Buffer.from(`\uFEFF${HEADER}\nA,,,,,,1 B,,C,TX,78701,,,,\n`, 'utf16le')],
      ['a NUL byte in a cell', `${HEADER}\nA\u0000B,,,,,,1 B,,C,TX,78701,,,,\n`],
    ];
    for (const [label, content] of cases) {
      for (const dryRun of ['true', 'false']) {
        const response = await upload(shipper, content, { dryRun });
        expect(response.statusCode, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
        expectFileError(response);
      }
    }
    expect(await companyCount()).toBe(before);
  });

  it('refuses a request without a file with 400 on the file field', async () => {
    expectFileError(await upload(shipper, null, { dryRun: 'true' }));
    expectFileError(await upload(shipper, null));
    expectFileError(await upload(shipper, `${HEADER}\n`, { fileField: 'attachment' }));
    expectFileError(await shipper.post('/api/companies/import', { file: 'company_name\n' }));
    expectFileError(await shipper.post('/api/companies/import'));
  });

  it('refuses a malformed multipart body with 400 on the file field, not a 500', async () => {
    const before = await companyCount();
    const start = '--b0\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n';
    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary given'],
      ['multipart/form-data; boundary=b0', 'not multipart at all'],
      [
        'multipart/form-data; boundary=b0',
        `${start}${HEADER}\nCut Co,,,,,,1 A St,,Denver,CO,80202`,
      ],
    ] as const) {
      const response = await shipper.request('POST', '/api/companies/import', body, {
        'content-type': contentType,
      });
      expectFileError(response);
    }
    expect(await companyCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await companyCount();
    const row = 'Big Co,,,,,,1 Main St,,Austin,TX,78701,,,,\n';
    const csv = `${HEADER}\n${row.repeat(Math.ceil((10.5 * 1024 * 1024) / row.length))}`;
    const response = await upload(shipper, csv, { dryRun: 'false' });
    expect(response.statusCode).toBe(413);
    expect(response.body.errors[0]).toMatchObject({ code: 'PayloadTooLarge' });
    expect(await companyCount()).toBe(before);
  });

  it('answers a header-only file with nothing to import', async () => {
    const response = await upload(shipper, `${HEADER}\n`, { dryRun: 'false' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ created: 0, valid: 0, total: 0, dry_run: false, errors: [] });
  });

  it('is for shippers with company_update only', async () => {
    const csv = `${HEADER}\nNope Co,,,,,,1 A St,,Denver,CO,80202,,,,`;
    const carrier = (await harness.signUp(ctx, harness.carrierRegistration())).client;
    const refused = await upload(carrier, csv);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'Forbidden' });

    const email = harness.uniqueEmail('teammate');
    const invite = await shipper.post('/api/users', {
      email,
      first_name: 'Tia',
      last_name: 'Mate',
      permissions: { company_update: false },
    });
    expect(invite.statusCode).toBe(201);
    const mail = await ctx.mailbox.waitFor(email, /invited you to/);
    const token = new URL(
      /(http:\/\/\S+setPassword\S+)/.exec(mail.text)?.[1] ?? 'http://x',
    ).searchParams.get('token');
    await ctx.client().post('/api/auth/password/reset', { token, password: harness.TEST_PASSWORD });
    const teammate = ctx.client();
    expect(
      (await teammate.post('/api/auth/login', { email, password: harness.TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const before = await companyCount();
    const forbidden = await upload(teammate, csv);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.errors[0]).toMatchObject({ code: 'Forbidden' });
    expect(await companyCount()).toBe(before);

    expect((await upload(ctx.client(), csv)).statusCode).toBe(401);
  });
});
