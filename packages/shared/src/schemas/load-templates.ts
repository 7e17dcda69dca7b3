import { z } from 'zod';
import './messages.ts';
import { MAX_STOPS, MIN_STOPS, STOP_TYPES } from '../domain/stops.ts';
import { equipmentTypes } from './auth.ts';
import { listOf } from './lists.ts';
import { audienceSchema, calendarDate, loadBase } from './loads.ts';

const id = z.number().int().positive().max(2_147_483_647);
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string) =>
  z
    .string()
    .regex(HH_MM, `${label} must be a time (HH:MM, 24-hour)`)
    .nullish()
    .transform((value) => value ?? null);

/**
 * PRODUCT.md 16: a template's stop is a load's stop without its date: `day_offset` is how many
 * days after the ship date it is served (0 for the first pickup).
 */
export const templateStop = z.object({
  type: z.enum(STOP_TYPES, { error: 'A stop is a pickup or a delivery' }),
  location_id: id,
  day_offset: z.number().int().min(0).max(30).default(0),
  window_start: clock('Window start'),
  window_end: clock('Window end'),
  reference: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  notes: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
});
export type TemplateStop = z.output<typeof templateStop>;

/** The fields of POST /api/loads a template keeps: all but the dates (and the draft flag). */
export const templateLoad = z
  .object({
    name: loadBase.shape.name,
    stops: z
      .array(templateStop)
      .min(MIN_STOPS, `A load has at least ${MIN_STOPS} stops`)
      .max(MAX_STOPS, `A load has at most ${MAX_STOPS} stops`),
    specs: loadBase.shape.specs,
    description: loadBase.shape.description,
    load_value: loadBase.shape.load_value,
    audience: audienceSchema.default({ type: 'all' }),
    target_rate: loadBase.shape.target_rate,
    equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }).nullish(),
    weight_lbs: loadBase.shape.weight_lbs,
    miles: loadBase.shape.miles,
  })
  .superRefine((load, ctx) => {
    const { stops } = load;
    if (stops[0] && stops[0].type !== 'pickup')
      ctx.addIssue({ code: 'custom', path: ['stops'], message: 'The first stop must be a pickup' });
    if (stops.length && stops.at(-1)?.type !== 'delivery')
      ctx.addIssue({
        code: 'custom',
        path: ['stops'],
        message: 'The last stop must be a delivery',
      });
    stops.forEach((stop, index) => {
      const before = stops[index - 1];
      if (before && stop.day_offset < before.day_offset)
        ctx.addIssue({
          code: 'custom',
          path: ['stops', index, 'day_offset'],
          message: `Stop ${index + 1} must be on or after stop ${index}`,
        });
    });
  });
export type TemplateLoad = z.output<typeof templateLoad>;
export type TemplateLoadInput = z.input<typeof templateLoad>;

export const templateRequest = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  load: templateLoad,
});
export type TemplateRequest = z.input<typeof templateRequest>;

export const templateResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  load: z.object({
    name: z.string(),
    stops: z.array(
      z.object({
        type: z.enum(STOP_TYPES),
        location_id: z.number().int(),
        day_offset: z.number().int(),
        window_start: z.string().nullable(),
        window_end: z.string().nullable(),
        reference: z.string().nullable(),
        notes: z.string().nullable(),
      }),
    ),
    specs: z.record(z.string(), z.string()),
    description: z.string().nullable().optional(),
    load_value: z.number().int().nullable().optional(),
    audience: z.object({
      type: z.string(),
      carrier_list_id: z.number().int().nullable().optional(),
      carrier_ids: z.array(z.number().int()).nullable().optional(),
      lane_id: z.number().int().nullable().optional(),
    }),
    target_rate: z.number().int().nullable().optional(),
    equipment_type: z.string().nullable().optional(),
    weight_lbs: z.number().int().nullable().optional(),
    miles: z.number().int().nullable().optional(),
  }),
  schedule_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateResponse = z.infer<typeof templateResponse>;
export const templateList = listOf(templateResponse);
export type TemplateList = z.infer<typeof templateList>;

export const pagedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /api/load_templates/{id}/loads: a load from the template, leaving on `date_to_leave`. */
export const templateLoadRequest = z.object({
  date_to_leave: calendarDate('Ship date'),
  name: z.string().trim().min(1).max(200).nullish(),
  draft: z.boolean().default(false),
});

/** PRODUCT.md 16: a recurring shipment on a template. */
export const scheduleRequest = z
  .object({
    template_id: id,
    weekdays: z
      .array(
        z
          .number()
          .int()
          .min(1, 'Weekdays are 1 (Sunday) to 7 (Saturday)')
          .max(7, 'Weekdays are 1 (Sunday) to 7 (Saturday)'),
      )
      .min(1, 'Choose at least one weekday')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    loads_per_day: z
      .number({ error: 'Loads per day must be a number' })
      .int()
      .min(1, 'Loads per day is 1 to 10')
      .max(10, 'Loads per day is 1 to 10')
      .default(1),
    lead_days: z
      .number({ error: 'Lead days must be a number' })
      .int()
      .min(1, 'Lead days is 1 to 30')
      .max(30, 'Lead days is 1 to 30'),
    starts_on: calendarDate('Start date'),
    ends_on: calendarDate('End date')
      .nullish()
      .transform((value) => value ?? null),
    paused: z.boolean().default(false),
  })
  .refine((schedule) => schedule.ends_on === null || schedule.ends_on >= schedule.starts_on, {
    path: ['ends_on'],
    message: 'The end date must be on or after the start date',
  });
export type ScheduleRequest = z.input<typeof scheduleRequest>;

export const scheduleResponse = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  template_name: z.string(),
  weekdays: z.array(z.number().int()),
  loads_per_day: z.number().int(),
  lead_days: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  paused: z.boolean(),
  /** Why the schedule paused itself (its template's location or lane is gone), else null. */
  paused_reason: z.string().nullable(),
  next_run_on: z.string().nullable(),
  load_count: z.number().int(),
  created_at: z.string(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
export const scheduleList = listOf(scheduleResponse);
export type ScheduleList = z.infer<typeof scheduleList>;
