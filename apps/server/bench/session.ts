import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** A browser session over real HTTP: keeps cookies, echoes the XSRF cookie. */
export class Session {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  /** The Cookie header the browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return json;
  }
}

/** A new account of `type` registered through the API, signed in: its session. */
export async function signUp(
  base: string,
  type: 'shipper' | 'carrier',
  company: string,
): Promise<Session> {
  return (await register(base, type, company)).session;
}

/** The body of POST /api/auth/register for a benchmark account. */
export function registration(type: 'shipper' | 'carrier', company: string, email: string) {
  return {
    user_type: type,
    company_name: company,
    first_name: 'Ben',
    last_name: 'Chmark',
    email,
    phone: '+1 312 555 0100',
    password: 'bench-password-123',
    accept_terms: true,
    ...(type === 'carrier'
      ? { mc_number: '123456', cargo_insurance_limit: '250k', equipment_types: ['dry_van'] }
      : {}),
  };
}

/** A new account of `type` registered through the API, signed in: its session and e-mail. */
export async function register(
  base: string,
  type: 'shipper' | 'carrier',
  company: string,
): Promise<{ session: Session; email: string }> {
  const session = new Session(base);
  const email = `bench-${type}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await session.call('GET', '/api/auth/me').catch(() => {}); // 401, but sets the XSRF cookie
  await session.call('POST', '/api/auth/register', registration(type, company, email));
  return { session, email };
}

/** The statements `run` sends through the database, captured on their way to it. */
export async function captureStatements(
  db: Db,
  run: (spy: Db) => Promise<unknown>,
): Promise<SQL[]> {
  const captured: SQL[] = [];
  const spy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (statement: SQL) => {
        captured.push(statement);
        return target.execute(statement);
      };
    },
  }) as Db;
  await run(spy);
  return captured;
}

/**
 * Runs `statement` under EXPLAIN (`options`, e.g. 'analyze, buffers') and prints the plan under
 * `title`, flagging a sequential scan of loads.
 */
export async function explainPlan(db: Db, options: string, title: string, statement: SQL) {
  const plan = (await db.execute(sql`explain (${sql.raw(options)}) ${statement}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = plan.rows.map((row) => String(Object.values(row)[0]));
  const seqScan = lines.some((line) => /Seq Scan on loads\b/.test(line));
  console.log(`\n${title}${seqScan ? '   <-- SEQ SCAN ON loads' : ''}`);
  for (const line of lines) console.log(`  ${line}`);
  return { lines, seqScan };
}
