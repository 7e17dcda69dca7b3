import { z } from 'zod';
import './messages.ts';
import { LOADING_TYPES } from '../domain/dock-slots.ts';
import { equipmentTypes } from './auth.ts';
import { calendarDate } from './calendar-date.ts';
import { rowId } from './ids.ts';
import { stopOut } from './loads.ts';

/** PRODUCT.md 17: docks, slot rules, slots, a stop's appointment, check-in/out, the dock schedule. */

export const DOCK_KINDS = ['pickup', 'delivery', 'both'] as const;
export type DockKind = (typeof DOCK_KINDS)[number];

export const dockRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name is at most 60 characters'),
  kind: z.enum(DOCK_KINDS, { error: 'Kind is pickup, delivery or both' }).default('both'),
  /** Empty: the dock serves every equipment type. */
  equipment_types: z
    .array(z.enum(equipmentTypes, { error: 'Choose an equipment type' }))
    .max(equipmentTypes.length)
    .default([]),
  active: z.boolean().default(true),
});
export type DockRequest = z.input<typeof dockRequest>;

export const dock = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  kind: z.enum(DOCK_KINDS),
  equipment_types: z.array(z.enum(equipmentTypes)),
  active: z.boolean(),
});
export type Dock = z.infer<typeof dock>;
export const dockList = z.object({ results: z.array(dock), count: z.number().int() });

const minutesField = (label: string) =>
  z
    .number({ error: `${label} minutes must be a number` })
    .int(`${label} minutes must be whole minutes`)
    .min(15, `${label} appointments take at least 15 minutes`)
    .max(720, `${label} appointments take at most 12 hours`);

export const slotRules = z.object({
  minutes: z.object({
    live: minutesField('Live'),
    drop: minutesField('Drop'),
    preload: minutesField('Preload'),
  }),
  lead_hours: z.number().int().min(0, 'Lead time cannot be negative').max(720),
  horizon_days: z.number().int().min(1, 'The horizon is at least a day').max(90),
  change_cutoff_hours: z.number().int().min(0, 'The cutoff cannot be negative').max(720),
  closed_dates: z.array(calendarDate('Closed date')).max(366).default([]),
});
export type SlotRulesBody = z.input<typeof slotRules>;
export type SlotRulesOut = z.infer<typeof slotRules>;

export const slotsQuery = z.object({
  date: calendarDate('Date'),
  load_id: z.coerce.number().pipe(rowId).optional(),
  loading_type: z.enum(LOADING_TYPES).default('live'),
});
export const slotOut = z.object({
  start: z.string(),
  end: z.string(),
  docks_free: z.number().int(),
});
export const slotsAnswer = z.object({
  results: z.array(slotOut),
  /** The location's time zone, to read the times the way the dock does. */
  timezone: z.string(),
  shipment_process: z.enum(['appointment', 'fcfs']),
});
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

export const appointmentRequest = z.object({
  start: z.iso.datetime({ offset: true, error: 'Start must be an ISO timestamp' }),
  loading_type: z.enum(LOADING_TYPES).default('live'),
});
export type AppointmentRequest = z.input<typeof appointmentRequest>;

/** The stop as the appointment and check-in endpoints answer it, with its booked dock. */
export const appointmentStop = stopOut.extend({
  load_id: z.number().int(),
  booking: z
    .object({
      dock_id: z.number().int(),
      dock_name: z.string(),
      start: z.string(),
      end: z.string(),
      loading_type: z.enum(LOADING_TYPES),
    })
    .nullable(),
});
export type AppointmentStop = z.infer<typeof appointmentStop>;

export const checkRequest = z.object({
  at: z.iso.datetime({ offset: true, error: 'At must be an ISO timestamp' }).optional(),
  source: z.enum(['dock', 'driver', 'eld', 'manual']).default('dock'),
});
export type CheckRequest = z.input<typeof checkRequest>;

export const dockScheduleQuery = z.object({
  location_id: z.coerce.number().pipe(rowId),
  date: calendarDate('Date'),
});
export const scheduledAppointment = z.object({
  stop_id: z.number().int(),
  load_id: z.number().int(),
  identifier: z.string().nullable(),
  load_name: z.string(),
  carrier: z.string().nullable(),
  type: z.enum(['pickup', 'delivery']),
  dock_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  loading_type: z.enum(LOADING_TYPES),
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  arrival_source: z.string().nullable(),
  departure_source: z.string().nullable(),
  /** Not arrived and the start has passed. */
  late: z.boolean(),
});
export type ScheduledAppointment = z.infer<typeof scheduledAppointment>;
export const dockSchedule = z.object({
  location: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
  date: z.string(),
  docks: z.array(dock),
  appointments: z.array(scheduledAppointment),
  /** Today's arrivals at the location (stops checked in that day, booked or not). */
  arrivals: z.array(
    z.object({
      stop_id: z.number().int(),
      load_id: z.number().int(),
      identifier: z.string().nullable(),
      arrived_at: z.string(),
      departed_at: z.string().nullable(),
    }),
  ),
});
export type DockSchedule = z.infer<typeof dockSchedule>;
