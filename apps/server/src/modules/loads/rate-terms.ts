import { accessorialTermLines } from '@spotlane/shared/domain/accessorials';
import { formatCents } from '@spotlane/shared/domain/money';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, readsOn } from '../../db/client.ts';
import {
  accounts,
  bids,
  companies,
  deliveryLocations,
  loadStops,
  type loads,
  locationSchedules,
  rateConfirmations,
  users,
} from '../../db/schema.ts';
import { defineJob } from '../../platform/jobs.ts';
import { termsForLoad } from '../billing/index.ts';

/**
 * PRODUCT.md 12: what a rate confirmation says, taken from the load when a version is made.
 * The PDF is rendered from this snapshot, so a version reads the same whenever it is opened.
 */
export interface Party {
  company_name: string;
  mc_number: string | null;
  dot_number: string | null;
  phone: string | null;
  contact: { name: string; email: string; phone: string | null } | null;
  logo_upload_id: number | null;
}

export interface Stop {
  /** 'Pickup', 'Delivery', or with more than two stops 'Stop N - Pickup' (PRODUCT.md 16). */
  kind: string;
  company: string;
  location: string;
  address: string;
  contact_name: string | null;
  contact_phone: string | null;
  date: string;
  appointment: string | null;
  shipping_hours: string;
  timezone: string | null;
}

export interface RateTerms {
  version: number;
  issued_at: string;
  load_id: number;
  identifier: string;
  load_name: string;
  shipper: Party;
  carrier: Party;
  stops: Stop[];
  equipment: string;
  /** Absent from versions made before they were printed. */
  weight?: string | null;
  miles?: string | null;
  specs: Array<[string, string]>;
  rate_cents: number;
  rate_text: string;
  notes: string[];
  terms: string[];
  /** PRODUCT.md 19: the load's accessorial terms; absent from versions made before. */
  accessorials?: string[];
}

type LoadRow = typeof loads.$inferSelect;

/** The terms every confirmation carries (printed under "Terms"). */
export const STANDARD_TERMS = [
  'The carrier moves this load as an independent contractor under its own authority and insurance.',
  'The agreed rate is all-in: line haul and fuel. Accessorials are paid only when agreed in writing.',
  'The carrier may not broker, re-broker or assign this load to another carrier.',
  'Invoices are paid within 30 days of receipt of the invoice and a signed proof of delivery.',
  'Any change of appointments or rate after the award makes a new version of this confirmation.',
];

/** SPEC 3.8 weekdays: 1 is Sunday. */
const WEEKDAYS = ['', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const clock = (time: string) => time.slice(0, 5);

/** `2026-12-01T08:30` as `12-01-2026 08:30`. */
export function formatAppointment(value: string | null): string | null {
  if (!value) return null;
  const [date, time] = value.split('T');
  return time ? `${formatUsDate(date)} ${time.slice(0, 5)}` : formatUsDate(date);
}

async function party(tx: DbOrTx, accountId: number, userId: number | null): Promise<Party> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new Error(`no account ${accountId}`);
  const people = await tx
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.status, 'active')));
  const person =
    people.find((user) => user.id === userId) ?? people.find((user) => user.isOwner) ?? people[0];
  return {
    company_name: account.companyName,
    mc_number: account.mcNumber,
    dot_number: account.dotNumber,
    phone: account.phone,
    contact: person
      ? {
          name: `${person.firstName} ${person.lastName}`,
          email: person.email,
          phone: person.phone ?? account.phone,
        }
      : null,
    logo_upload_id: account.logoUploadId,
  };
}

async function stops(tx: DbOrTx, load: LoadRow): Promise<Stop[]> {
  // PRODUCT.md 16: a confirmation lists every stop, in order; a quote request between two
  // places (no stops) prints its places.
  const rows = await tx
    .select()
    .from(loadStops)
    .where(eq(loadStops.loadId, load.id))
    .orderBy(asc(loadStops.position));
  const label = (type: string) => (type === 'pickup' ? 'Pickup' : 'Delivery');
  const wanted: Array<{ kind: Stop['kind']; id: number | null; date: string; at: string | null }> =
    rows.length
      ? rows.map((row, index) => ({
          kind: rows.length > 2 ? `Stop ${index + 1} - ${label(row.type)}` : label(row.type),
          id: row.locationId,
          date: row.date,
          at: row.appointment,
        }))
      : [
          {
            kind: 'Pickup',
            id: load.originLocationId,
            date: load.dateToLeave,
            at: load.appointmentPickup,
          },
          {
            kind: 'Extra pickup',
            id: load.extraOriginLocationId,
            date: load.dateToLeave,
            at: load.extraAppointmentPickup,
          },
          {
            kind: 'Delivery',
            id: load.destinationLocationId,
            date: load.expectedDeliveryDate,
            at: load.appointmentDelivery,
          },
          {
            kind: 'Extra delivery',
            id: load.extraDestinationLocationId,
            date: load.expectedDeliveryDate,
            at: load.extraAppointmentDelivery,
          },
        ];
  const ids = wanted.flatMap((stop) => (stop.id ? [stop.id] : []));
  const [places, hours] = ids.length
    ? await readsOn(
        tx,
        () =>
          tx
            .select({ location: deliveryLocations, company: companies.name })
            .from(deliveryLocations)
            .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
            .where(inArray(deliveryLocations.id, ids)),
        () => tx.select().from(locationSchedules).where(inArray(locationSchedules.locationId, ids)),
      )
    : [[], []];
  const result: Stop[] = [];
  for (const stop of wanted) {
    if (stop.kind.startsWith('Extra') && !stop.id) continue;
    const isPickup = stop.kind.endsWith('ickup');
    const place = places.find((row) => row.location.id === stop.id);
    const open = hours
      .filter((row) => row.locationId === stop.id && !row.isHoliday)
      .sort((a, b) => a.weekday - b.weekday)
      .map((row) => `${WEEKDAYS[row.weekday]} ${clock(row.startTime)}-${clock(row.endTime)}`);
    const quote = isPickup ? load.quoteOrigin : load.quoteDestination;
    const location = place?.location;
    result.push({
      kind: stop.kind,
      company: place?.company ?? '',
      location: location?.name ?? '',
      address: location
        ? [
            location.address1,
            location.address2,
            `${location.city}, ${location.state} ${location.zipcode}`,
          ]
            .filter(Boolean)
            .join(', ')
        : quote
          ? `${quote.city}, ${quote.state} ${quote.zipcode}`
          : '',
      contact_name: location?.contactName ?? null,
      contact_phone: location?.contactPhone ?? null,
      date: stop.date,
      appointment: stop.at,
      shipping_hours: location?.shipmentProcess === 'fcfs' ? 'First come, first served' : '',
      timezone: location?.timezone ?? null,
    });
    const last = result[result.length - 1];
    if (last && open.length) {
      last.shipping_hours = [last.shipping_hours, open.join(', ')].filter(Boolean).join('; ');
    }
  }
  return result;
}

const specEntries = (specs: LoadRow['specs']): Array<[string, string]> =>
  (Array.isArray(specs) ? specs : Object.entries(specs ?? {})).map(([key, value]) => [
    String(key),
    String(value),
  ]);

/**
 * The equipment the load asks for: its equipment type (what the lane match and the benchmark
 * use), else a spec that names one, else "Not specified".
 */
function equipmentOf(load: LoadRow, specs: Array<[string, string]>): string {
  const type = load.equipmentType as keyof typeof equipmentTypeLabels | null;
  if (type && equipmentTypeLabels[type]) return equipmentTypeLabels[type];
  const named = specs.find(([key]) => /equipment|trailer|truck/i.test(key));
  return named ? named[1] : 'Not specified';
}

const pounds = (lbs: number | null) => (lbs ? `${lbs.toLocaleString('en-US')} lb` : null);
const milesOf = (load: LoadRow) =>
  load.miles
    ? `${load.miles.toLocaleString('en-US')} mi${load.milesEstimated ? ' est.' : ''}`
    : null;

/** The accepted bid's amount: the rate of a bid or quote award. */
async function acceptedRate(
  tx: DbOrTx,
  loadId: number,
  carrierAccountId: number,
): Promise<{ amount: number; notes: string | null } | null> {
  const [bid] = await tx
    .select({ amount: bids.amountCents, notes: bids.notes })
    .from(bids)
    .where(and(eq(bids.loadId, loadId), eq(bids.carrierAccountId, carrierAccountId)));
  return bid ? { amount: bid.amount, notes: bid.notes } : null;
}

async function latest(tx: DbOrTx, loadId: number) {
  const [row] = await tx
    .select()
    .from(rateConfirmations)
    .where(eq(rateConfirmations.loadId, loadId))
    .orderBy(desc(rateConfirmations.version))
    .limit(1);
  return row ?? null;
}

const appointmentsOf = (terms: RateTerms) => terms.stops.map((stop) => stop.appointment ?? '');

/**
 * Makes the next version of the load's rate confirmation for the carrier that holds it, and
 * the job that renders, stores and mails it. With `onlyIfChanged`, a version is made only
 * when the rate or an appointment differs from the latest one (PRODUCT.md 12: a change of
 * terms after the award). Answers the version made, or null. Called by loads/status.ts only,
 * under the load's row lock.
 */
export async function issueRateConfirmation(
  tx: DbOrTx,
  load: LoadRow,
  options: { carrierAccountId: number; rateCents?: number; onlyIfChanged?: boolean },
): Promise<number | null> {
  if (!load.identifier) return null;
  const previous = await latest(tx, load.id);
  const bid = await acceptedRate(tx, load.id, options.carrierAccountId);
  const rate =
    options.rateCents ??
    bid?.amount ??
    (previous?.carrierAccountId === options.carrierAccountId ? previous.rateCents : null);
  if (rate === null || rate === undefined) return null;
  const version = (previous?.version ?? 0) + 1;
  const [shipper, carrier, stopList] = await readsOn(
    tx,
    () => party(tx, load.accountId, load.createdByUserId),
    () => party(tx, options.carrierAccountId, load.assignedUserId),
    () => stops(tx, load),
  );
  const specs = specEntries(load.specs);
  const terms: RateTerms = {
    version,
    issued_at: new Date().toISOString(),
    load_id: load.id,
    identifier: load.identifier,
    load_name: load.name,
    shipper,
    carrier,
    stops: stopList,
    equipment: equipmentOf(load, specs),
    weight: pounds(load.weightLbs),
    miles: milesOf(load),
    specs,
    rate_cents: rate,
    rate_text: formatCents(rate),
    notes: [load.description, bid?.notes].filter((note): note is string => Boolean(note)),
    terms: STANDARD_TERMS,
    accessorials: accessorialTermLines(await termsForLoad(tx, load)),
  };
  if (options.onlyIfChanged && previous) {
    const before = previous.terms as unknown as RateTerms;
    const same =
      previous.carrierAccountId === options.carrierAccountId &&
      previous.rateCents === rate &&
      JSON.stringify(appointmentsOf(before)) === JSON.stringify(appointmentsOf(terms));
    if (same) return null;
  }
  const [row] = await tx
    .insert(rateConfirmations)
    .values({
      loadId: load.id,
      version,
      carrierAccountId: options.carrierAccountId,
      rateCents: rate,
      terms: terms as unknown as Record<string, unknown>,
    })
    .returning({ id: rateConfirmations.id });
  if (!row) throw new Error('the rate confirmation was not saved');
  await rateConfirmationJob.enqueue(tx, { confirmationId: row.id }, { key: `ratecon:${row.id}` });
  return version;
}

/** Renders a rate confirmation version, stores the PDF and mails it to the carrier. */
export const rateConfirmationJob = defineJob<{ confirmationId: number }>(
  'rate-confirmation.deliver',
  { maxAttempts: 8 },
);

/**
 * The carrier signs a version (the paperwork module checks who may, under the load's lock).
 * Rate confirmations are this module's table; a version never changes after the fact but for
 * its acknowledgement and the stored PDF below.
 */
export async function acknowledgeVersion(
  tx: DbOrTx,
  id: number,
  by: { name: string; userId: number },
): Promise<typeof rateConfirmations.$inferSelect | undefined> {
  const [row] = await tx
    .update(rateConfirmations)
    .set({
      acknowledgedName: by.name,
      acknowledgedAt: sql`now()`,
      acknowledgedByUserId: by.userId,
    })
    .where(eq(rateConfirmations.id, id))
    .returning();
  return row;
}

/** Records the stored PDF of a version once: false when another delivery claimed it first. */
export async function claimVersionPdf(tx: DbOrTx, id: number, objectKey: string): Promise<boolean> {
  const [claimed] = await tx
    .update(rateConfirmations)
    .set({ objectKey })
    .where(and(eq(rateConfirmations.id, id), isNull(rateConfirmations.objectKey)))
    .returning({ id: rateConfirmations.id });
  return Boolean(claimed);
}
