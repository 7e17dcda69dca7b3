/**
 * The live-event speed budget: how long a chat message takes to reach the other party's open event stream, one
 * message at a time (-c 1), on the embedded database and on PostgreSQL (a scratch database
 * this script creates and drops). Target: p99 <= 150 ms on both.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { day, shipmentBody } from '../test/shipment-body.ts';
import { startServer } from './server.ts';
import { register, type Session } from './session.ts';

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function location(shipper: Session, name: string, city: string, state: string, zip: string) {
  const company = await shipper.call('POST', '/api/companies', {
    name,
    locations: [
      { name: `${name} dock`, address: { address1: '1 Main St', city, state, zipcode: zip } },
    ],
  });
  return company.locations[0].id as number;
}

/** The messages of an event stream, as they arrive, matched by a predicate. */
async function openStream(base: string, session: Session) {
  const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const waiting: Array<{ match: (data: Record<string, unknown>) => boolean; done: () => void }> =
    [];
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event !== 'chat_message' || !data) continue;
        const parsed = JSON.parse(data) as Record<string, unknown>;
        for (let i = waiting.length - 1; i >= 0; i--) {
          const waiter = waiting[i];
          if (waiter?.match(parsed)) {
            waiting.splice(i, 1);
            waiter.done();
          }
        }
      }
    }
  })();
  return {
    next: (match: (data: Record<string, unknown>) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no chat_message within 10 s')), 10_000);
        waiting.push({
          match,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    close: () => controller.abort(),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(label: string, url: string | undefined) {
  const database = openDatabase({ url, dataDir: 'memory://' });
  const { app, base } = await startServer(database);
  try {
    const shipper = await register(base, 'shipper', 'Chat shipper');
    const carrier = await register(base, 'carrier', 'Chat carrier');
    const origin = await location(shipper.session, 'Plant', 'Chicago', 'IL', '60601');
    const destination = await location(shipper.session, 'Store', 'Dallas', 'TX', '75201');
    await shipper.session.call('POST', '/api/carriers', { email: carrier.email });
    const load = await shipper.session.call(
      'POST',
      '/api/loads',
      shipmentBody(origin, destination, { name: 'Chat bench' }),
    );
    const bid = await carrier.session.call('POST', '/api/bids', {
      load_id: load.id,
      amount: 150_000,
      pickup_date: day(30),
      delivery_date: day(32),
    });
    const stream = await openStream(base, carrier.session);
    const latencies: number[] = [];
    const answers: number[] = [];
    for (let i = 0; i < MESSAGES + 10; i++) {
      const text = `bench message ${i}`;
      const heard = stream.next(
        (data) => (data.message as { comment?: string } | undefined)?.comment === text,
      );
      const started = performance.now();
      const heardAt = heard.then(() => performance.now());
      await shipper.session.call('POST', `/api/bids/${bid.id}/create_bid_comment`, {
        comment: text,
      });
      const answeredAt = performance.now();
      const arrivedAt = await heardAt;
      // The first ten warm up.
      if (i >= 10) {
        latencies.push(arrivedAt - started);
        answers.push(answeredAt - started);
      }
    }
    stream.close();
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `| ${label} | ${latencies.length} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${(latencies.at(-1) ?? 0).toFixed(1)} | ${percentile(answers, 50).toFixed(1)} / ${percentile(answers, 99).toFixed(1)} | ${p99 <= 150 ? 'met' : 'MISSED'} |`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

console.log(
  "\nChat message on the other party's stream (POST sent -> event read), -c 1, target p99 <= 150 ms",
);
console.log(
  '| database | messages | p50 ms | p99 ms | max ms | POST answered p50 / p99 ms | target |',
);
console.log('|---|---|---|---|---|---|---|');
await measure('embedded (PGlite)', undefined);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const scratch = `spotlane_bench_chat_${process.pid}`;
await admin.query(`create database ${scratch}`);
try {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${scratch}`;
  await measure('PostgreSQL', url.toString());
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
