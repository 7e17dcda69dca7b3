import { z } from 'zod';
import { MAX_POSITIONS_PER_REQUEST } from '../domain/tracking.ts';
import { rowId } from './ids.ts';
import { optionalPhone, requiredText } from './text.ts';

/** PRODUCT.md 18: the driver link, positions, ELD feeds, geofences, quiet hours and the map. */

export const driverTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not found'),
});

/** POST /api/loads/{id}/driver: a driver named by name and phone, or one of the fleet's drivers. */
export const driverRequest = z.union([
  z.object({ driver_id: rowId }),
  z.object({
    name: requiredText('Name', 120, 'A name can be at most 120 characters'),
    phone: optionalPhone,
  }),
]);
export type DriverRequest = z.input<typeof driverRequest>;

export const driverLink = z.object({ url: z.string(), expires_at: z.string().nullable() });
export const driverAnswer = z.object({
  driver: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    driver_id: z.number().int().nullable(),
  }),
  link: driverLink,
});
export type DriverAnswer = z.infer<typeof driverAnswer>;

export const stopSources = ['dock', 'driver', 'eld', 'manual'] as const;
export type StopSource = (typeof stopSources)[number];

/** A stop as tracking sees it (PRODUCT.md 16's stop with its coordinates). */
export const trackedStop = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.enum(['pickup', 'delivery']),
  location: z.object({
    name: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    timezone: z.string(),
    hours: z.string().nullable(),
  }),
  date: z.string(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  appointment: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  arrival_source: z.enum(stopSources).nullable(),
  departure_source: z.enum(stopSources).nullable(),
});
export type TrackedStop = z.infer<typeof trackedStop>;

/** GET /api/drive/{token}: the driver's view. */
export const driverView = z.object({
  load: z.object({
    identifier: z.string().nullable(),
    name: z.string(),
    stops: z.array(trackedStop),
    status: z.string(),
  }),
  driver: z.object({ name: z.string() }),
  sharing: z.boolean(),
  accepts_positions_from: z.string(),
  accepts_positions_until: z.string().nullable(),
  documents: z.array(z.object({ id: z.number().int(), kind: z.string(), file_name: z.string() })),
});
export type DriverView = z.infer<typeof driverView>;

export const position = z.object({
  lat: z
    .number()
    .min(-90, 'Latitude is between -90 and 90')
    .max(90, 'Latitude is between -90 and 90'),
  lon: z
    .number()
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
  at: z.iso.datetime({ offset: true, error: 'A time like 2026-06-01T12:00:00Z' }),
  accuracy_m: z.number().min(0).max(100_000).nullish(),
});
export const positionsRequest = z.object({
  positions: z
    .array(position)
    .min(1, 'Send at least one position')
    .max(MAX_POSITIONS_PER_REQUEST, `At most ${MAX_POSITIONS_PER_REQUEST} positions a request`),
});
export type PositionsRequest = z.input<typeof positionsRequest>;
export const positionsAnswer = z.object({
  accepted: z.number().int(),
  kept: z.number().int(),
  events: z.array(
    z.object({ stop_id: z.number().int(), event: z.enum(['arrived', 'departed']), at: z.string() }),
  ),
});

const idempotencyKey = z
  .string({ error: 'An idempotency key is required' })
  .trim()
  .min(8, 'An idempotency key of 8 to 100 characters')
  .max(100, 'An idempotency key of 8 to 100 characters');

export const driveEventRequest = z.object({
  stop_id: rowId,
  event: z.enum(['arrived', 'departed'], { error: 'Choose arrived or departed' }),
  idempotency_key: idempotencyKey,
});
export type DriveEventRequest = z.input<typeof driveEventRequest>;

export const driveDocumentRequest = z.object({
  upload_id: rowId,
  kind: z.enum(['bol', 'pod'], { error: 'Choose BOL or POD' }),
  idempotency_key: idempotencyKey,
});
export type DriveDocumentRequest = z.input<typeof driveDocumentRequest>;
export const driveDocument = z.object({
  id: z.number().int(),
  kind: z.string(),
  file_name: z.string(),
});

export const driveUploadRequest = z.object({
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf'], {
    error: 'A photo (JPEG or PNG) or a PDF',
  }),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(20 * 1024 * 1024, 'A document can be at most 20 MB'),
});

export const sharingRequest = z.object({ sharing: z.boolean() });

export const eldProviders = ['sim'] as const;
export const eldRequest = z.object({
  provider: z.enum(eldProviders, { error: 'Choose an ELD provider: sim' }),
  vehicle_id: requiredText('Vehicle id', 64, 'A vehicle id can be at most 64 characters').regex(
    /^[A-Za-z0-9_.-]+$/,
    'Letters, digits, dots, dashes and underscores',
  ),
});
export const eldConnection = z.object({
  load_id: z.number().int(),
  provider: z.string(),
  vehicle_id: z.string(),
  connected_at: z.string(),
});

export const positionsQuery = z.object({
  since: z.iso.datetime({ offset: true, error: 'A time like 2026-06-01T12:00:00Z' }).optional(),
});
export const positionSources = ['driver', 'eld'] as const;
export const loadPosition = z.object({
  lat: z.number(),
  lon: z.number(),
  at: z.string(),
  source: z.enum(positionSources),
});
export type LoadPosition = z.infer<typeof loadPosition>;
export const loadPositions = z.object({ results: z.array(loadPosition) });

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'A time like 22:00');
export const quietHoursSchema = z.object({ start: hhmm, end: hhmm, enabled: z.boolean() });
export type QuietHoursBody = z.infer<typeof quietHoursSchema>;

export const checkCallSent = z.object({ status: z.literal('sent'), sent_at: z.string() });
export const checkCallHeld = z.object({
  status: z.literal('held'),
  held_until: z.string(),
  reason: z.string(),
});

/** GET /api/loads/{id}/tracking_map (and the public page's): what the map and its table show. */
export const trackingMap = z.object({
  stops: z.array(trackedStop),
  trail: z.array(loadPosition),
  truck: loadPosition.nullable(),
  eta: z
    .object({ at: z.string(), stop_id: z.number().int(), from_position_at: z.string() })
    .nullable(),
  driver: z.object({ name: z.string(), sharing: z.boolean() }).nullable(),
  eld: z
    .object({
      provider: z.string(),
      vehicle_id: z.string(),
      last_position_at: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** "No position since ...": the newest position's time when it is older than 30 minutes. */
  no_position_since: z.string().nullable(),
});
export type TrackingMap = z.infer<typeof trackingMap>;
