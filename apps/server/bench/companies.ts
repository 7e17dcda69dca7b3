/**
 * `npm run bench:companies`: the company import and list figures, on the embedded database, or
 * on a scratch PostgreSQL database (created and dropped) when DATABASE_URL is set. Prints a
 * table; never part of the test suite.
 */
import { performance } from 'node:perf_hooks';
import { COMPANY_CSV_COLUMNS } from '@spotlane/shared/schemas/companies';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { scratchDatabase } from './scratch.ts';
import { registration } from './session.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const scratch = process.env.DATABASE_URL ? await scratchDatabase() : null;
const database = scratch?.database ?? openDatabase({ dataDir: 'memory://' });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const { app } = await buildApp(config, database);
await app.ready();

const cookies = new Map<string, string>();
async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
  return response;
}

await call('GET', '/api/auth/me');
const email = `bench-${Date.now()}@example.com`;
const registered = await call(
  'POST',
  '/api/auth/register',
  registration('shipper', 'Bench Shipping', email),
);
if (registered.statusCode !== 201) throw new Error(registered.body);

const states = ['IL', 'TX', 'CA', 'NY', 'GA', 'OH', 'WA', 'FL'];
const lines = [COMPANY_CSV_COLUMNS.join(',')];
for (let i = 0; i < ROWS; i++) {
  lines.push(
    [
      `Company ${i}`,
      'both',
      `c${i}@example.com`,
      '+1 312 555 0101',
      '',
      `Dock ${i}`,
      `${100 + i} Main St`,
      '',
      `City ${i % 500}`,
      states[i % states.length],
      String(10000 + (i % 89999)).padStart(5, '0'),
      '',
      '',
      '',
      'fcfs',
    ].join(','),
  );
}
const boundary = '----spotlanebench';
const body = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\nfalse\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="companies.csv"\r\nContent-Type: text/csv\r\n\r\n${lines.join('\n')}\r\n--${boundary}--\r\n`,
);
const started = performance.now();
const imported = await call('POST', '/api/companies/import', body, {
  'content-type': `multipart/form-data; boundary=${boundary}`,
});
const importMs = performance.now() - started;
const created = JSON.parse(imported.body).created;

const timings: number[] = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  const response = await call(
    'GET',
    `/api/companies?page=${1 + (i % 20)}&page_size=21&ordering=new`,
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  timings.push(performance.now() - t);
}
timings.sort((a, b) => a - b);
const searchTimings: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await call('GET', `/api/companies?search=Company%20${i}9&page_size=12`);
  searchTimings.push(performance.now() - t);
}
searchTimings.sort((a, b) => a - b);

const plan = (await database.db.execute(
  sql`explain select * from companies where account_id = 1 order by created_at desc, id desc limit 21`,
)) as unknown as { rows: Array<Record<string, string>> };

const pct = (list: number[], p: number) =>
  list[Math.min(list.length - 1, Math.floor(list.length * p))]?.toFixed(1);
console.table({
  [`CSV import of ${ROWS} rows (ms)`]: { value: importMs.toFixed(0), target: '< 5000', created },
  'GET /api/companies p50 (ms)': { value: pct(timings, 0.5), target: '< 50' },
  'GET /api/companies p95 (ms)': { value: pct(timings, 0.95), target: '< 100' },
  'GET /api/companies?search p95 (ms)': { value: pct(searchTimings, 0.95), target: '< 200' },
});
console.log('Plan of the company list query:');
for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
await app.close();
await (scratch ? scratch.drop() : database.close());
