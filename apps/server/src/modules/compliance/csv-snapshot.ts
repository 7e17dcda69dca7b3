import { readFileSync, statSync } from 'node:fs';
import {
  AUTHORITY_STATUSES,
  normalizeDot,
  normalizeMc,
  REGISTRY_COLUMNS,
  type RegistryRecord,
  SAFETY_RATINGS,
} from '@spotlane/shared/domain/carrier-policy';
import Papa from 'papaparse';
import { ConfigError } from '../../config.ts';
import type { Lookup, RegistryProvider } from './registry.ts';

/**
 * The registry as a CSV snapshot (REGISTRY_FILE, PRODUCT.md 15): a header row naming the
 * columns of the `registry` shape in any order, booleans `true`/`false`, dates `yyyy-mm-dd`,
 * amounts in cents; an empty cell is "the registry does not say". Read at start (a missing
 * column refuses the start, naming it) and again whenever the file changes, polled every
 * second so a change is seen within the 5 seconds the contract allows.
 */
export const WATCH_INTERVAL_MS = 1000;

type Row = Record<string, string>;

const cell = (row: Row, key: string) => {
  const value = (row[key] ?? '').trim();
  return value === '' ? null : value;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  const lower = value?.toLowerCase() ?? null;
  return lower !== null && (values as readonly string[]).includes(lower) ? (lower as T) : null;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const cents = (value: string | null) =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;
const bool = (value: string | null) =>
  value?.toLowerCase() === 'true' ? true : value?.toLowerCase() === 'false' ? false : null;

export function recordOfRow(row: Row): RegistryRecord {
  return {
    dot_number: cell(row, 'dot_number'),
    mc_number: cell(row, 'mc_number'),
    legal_name: cell(row, 'legal_name'),
    dba_name: cell(row, 'dba_name'),
    email: cell(row, 'email'),
    phone: cell(row, 'phone'),
    city: cell(row, 'city'),
    state: cell(row, 'state'),
    authority_status: oneOf(AUTHORITY_STATUSES, cell(row, 'authority_status')),
    authority_since: day(cell(row, 'authority_since')),
    out_of_service: bool(cell(row, 'out_of_service')),
    safety_rating: oneOf(SAFETY_RATINGS, cell(row, 'safety_rating')),
    bipd_cents: cents(cell(row, 'bipd_cents')),
    cargo_cents: cents(cell(row, 'cargo_cents')),
    insurance_expires_on: day(cell(row, 'insurance_expires_on')),
  };
}

export interface Snapshot {
  byDot: Map<string, RegistryRecord>;
  byMc: Map<string, RegistryRecord>;
}

/** Parses a snapshot; throws a ConfigError naming the first missing column. */
export function parseSnapshot(text: string, name = 'REGISTRY_FILE'): Snapshot {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REGISTRY_COLUMNS.find((column) => !fields.includes(column));
  if (missing) throw new ConfigError(`${name}: the column "${missing}" is missing`);
  const byDot = new Map<string, RegistryRecord>();
  const byMc = new Map<string, RegistryRecord>();
  for (const row of parsed.data) {
    const record = recordOfRow(row);
    const dot = normalizeDot(record.dot_number);
    const mc = normalizeMc(record.mc_number);
    if (dot) byDot.set(dot, record);
    if (mc) byMc.set(mc, record);
  }
  return { byDot, byMc };
}

export function lookupIn(snapshot: Snapshot, numbers: { dot: string | null; mc: string | null }) {
  if (!numbers.dot && !numbers.mc)
    return { kind: 'unavailable', error: 'No valid MC or DOT number to look up' } as const;
  const record =
    (numbers.dot ? snapshot.byDot.get(numbers.dot) : undefined) ??
    (numbers.mc ? snapshot.byMc.get(numbers.mc) : undefined);
  return record ? ({ kind: 'found', record } as const) : ({ kind: 'not_found' } as const);
}

export class CsvSnapshotRegistry implements RegistryProvider {
  readonly source = 'file';
  private snapshot: Snapshot;
  private seen: string;
  private timer: NodeJS.Timeout | null;

  constructor(
    private readonly path: string,
    private readonly log: { warn(object: object, message: string): void } = console,
  ) {
    this.seen = this.stamp();
    this.snapshot = parseSnapshot(readFileSync(path, 'utf8'));
    // Polled by hand (size, time and inode of the file): fs.watch misses a file renamed over
    // the old one, and fs.watchFile does not fire in every runtime (worker threads).
    this.timer = setInterval(() => this.poll(), WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  private stamp(): string {
    try {
      const stat = statSync(this.path);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return 'missing';
    }
  }

  private poll(): void {
    const stamp = this.stamp();
    if (stamp === this.seen || stamp === 'missing') return; // gone: keep the last snapshot
    this.seen = stamp;
    this.reload();
  }

  /** Reads the file again; a broken rewrite keeps the snapshot read before and is logged. */
  reload(): void {
    try {
      this.snapshot = parseSnapshot(readFileSync(this.path, 'utf8'));
    } catch (error) {
      this.log.warn({ err: error }, 'REGISTRY_FILE: the changed file was not read');
    }
  }

  async lookup(numbers: { dot: string | null; mc: string | null }): Promise<Lookup> {
    return lookupIn(this.snapshot, numbers);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The snapshot text given inline (the embedded demo's), never re-read. */
export class InlineSnapshotRegistry implements RegistryProvider {
  readonly source = 'file';
  private readonly snapshot: Snapshot;
  constructor(text: string) {
    this.snapshot = parseSnapshot(text, 'the demo registry snapshot');
  }
  async lookup(numbers: { dot: string | null; mc: string | null }): Promise<Lookup> {
    return lookupIn(this.snapshot, numbers);
  }
}
