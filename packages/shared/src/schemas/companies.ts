import { z } from 'zod';
import { scheduleProblems } from '../domain/hours.ts';
import { US_TIME_ZONES } from '../domain/us-states.ts';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';
import { usStateField, zipcodeField } from './places.ts';
import { networkOptionalText, networkText, optionalPhone } from './text.ts';

const text = networkText;
const optionalText = networkOptionalText;

export const intervalSchema = z.object({
  start_time: z.string({ error: 'Opening time is required' }),
  end_time: z.string({ error: 'Closing time is required' }),
});
export const scheduleEntrySchema = z.object({
  schedule_type: z
    .literal('weekday', { error: "schedule_type must be 'weekday'" })
    .default('weekday'),
  weekday: z.number({ error: 'Weekday must be a number from 1 (Sunday) to 7 (Saturday)' }).int(),
  is_holiday: z.boolean().default(false),
  intervals: z.array(intervalSchema).max(4, 'Only the first interval of a day is used'),
});

/** A schedule as SPEC 3.8, checked by the shared hours rules (times, order, weekdays). */
export const scheduleSchema = z
  .array(scheduleEntrySchema)
  .max(7)
  .superRefine((schedule, ctx) => {
    for (const problem of scheduleProblems(schedule)) {
      ctx.addIssue({
        code: 'custom',
        path: problem.field
          .split('.')
          .slice(1)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: problem.message,
      });
    }
  });
export type ScheduleInput = z.input<typeof scheduleSchema>;
export const bulkCreateScheduleRequest = z.object({
  schedule: scheduleSchema,
  // The editor's FCFS / By Appointment choice is saved with the hours it belongs to.
  shipment_process: z.enum(['appointment', 'fcfs']).optional(),
});

export const addressSchema = z.object({
  address1: text('Address', 200),
  address2: optionalText(200),
  city: text('City', 100),
  state: usStateField,
  zipcode: zipcodeField('Enter a 5-digit zip code (or ZIP+4)'),
});
export type Address = z.infer<typeof addressSchema>;

export const shipmentProcessSchema = z.enum(['appointment', 'fcfs'], {
  error: 'Choose Appointment or FCFS',
});

export const locationInput = z.object({
  name: text('Location name', 200),
  address: addressSchema,
  contact_name: optionalText(200),
  contact_phone: optionalPhone,
  timezone: z.enum(US_TIME_ZONES, { error: 'Choose a time zone' }).nullish(),
  shipment_process: shipmentProcessSchema.default('appointment'),
  schedule: scheduleSchema.optional(),
});
export type LocationInput = z.input<typeof locationInput>;

export const createLocationRequest = locationInput.extend({
  company_id: rowId,
});

export const companyTypes = ['origin', 'destination', 'both'] as const;
export const companyTypeLabels: Record<(typeof companyTypes)[number], string> = {
  origin: 'Origin',
  destination: 'Destination',
  both: 'Origin and destination',
};

export const companyInput = z.object({
  name: text('Company name', 200),
  company_type: z
    .enum(companyTypes, { error: 'Choose origin, destination or both' })
    .default('both'),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid e-mail address' }))
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
  phone: optionalPhone,
  notes: optionalText(2000),
  locations: z.array(locationInput).min(1, 'Add at least one delivery location').max(50),
});
export type CompanyInput = z.input<typeof companyInput>;

/** On update, a location with an id is changed, one without is added, a missing one removed. */
export const updateCompanyRequest = companyInput.extend({
  locations: z
    .array(locationInput.extend({ id: rowId.optional() }))
    .min(1, 'Add at least one delivery location')
    .max(50),
});

export const intervalResponse = z.object({ start_time: z.string(), end_time: z.string() });
export const scheduleEntryResponse = z.object({
  id: z.number().int(),
  schedule_type: z.literal('weekday'),
  weekday: z.number().int(),
  is_holiday: z.boolean(),
  intervals: z.array(intervalResponse),
});
export type ScheduleEntryResponse = z.infer<typeof scheduleEntryResponse>;

export const locationResponse = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  address: z.object({
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
  }),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  timezone: z.string(),
  shipment_process: shipmentProcessSchema,
  schedule: z.array(scheduleEntryResponse),
});
export type LocationResponse = z.infer<typeof locationResponse>;

export const companyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  company_type: z.enum(companyTypes),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  locations: z.array(locationResponse),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyResponse = z.infer<typeof companyResponse>;

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(['new', 'old', 'alphabetical']).default('new'),
});
export type ListQuery = z.input<typeof listQuery>;

export const companyList = listOf(companyResponse);
export const companyCountResponse = z.object({ company_count: z.number().int() });

export const importRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export const importResponse = z.object({
  created: z.number().int(),
  valid: z.number().int(),
  total: z.number().int(),
  dry_run: z.boolean(),
  errors: z.array(importRowError),
});
export type ImportResponse = z.infer<typeof importResponse>;

/** The CSV template: one company with its first location per row. */
export const COMPANY_CSV_COLUMNS = [
  'company_name',
  'company_type',
  'email',
  'phone',
  'notes',
  'location_name',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'contact_name',
  'contact_phone',
  'timezone',
  'shipment_process',
] as const;

/** Parsed (output) shapes, as the server receives them after validation. */
export type ListParams = z.output<typeof listQuery>;
export type CompanyData = z.output<typeof companyInput>;
export type UpdateCompanyData = z.output<typeof updateCompanyRequest>;
export type LocationData = z.output<typeof locationInput>;
export type ScheduleData = z.output<typeof scheduleSchema>;
