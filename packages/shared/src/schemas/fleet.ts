import { z } from 'zod';
import { US_STATE_CODES } from '../domain/us-states.ts';
import { vinProblem } from '../domain/vin.ts';
import { equipmentTypes } from './auth.ts';
import { listOf } from './lists.ts';
import { calendarDate, loadRowFields } from './loads.ts';
import { usStateOf } from './places.ts';
import { optionalText as optionalTextOf, requiredText } from './text.ts';

/** PRODUCT.md 7: drivers and equipment (units) of a shipper's own fleet. */
export const driverStatuses = ['active', 'inactive'] as const;
export const equipmentStatuses = ['active', 'out_of_service'] as const;
export const driverStatusLabels: Record<(typeof driverStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
};
export const equipmentStatusLabels: Record<(typeof equipmentStatuses)[number], string> = {
  active: 'Active',
  out_of_service: 'Out of service',
};

const id = z.number({ error: 'Choose one' }).int().positive().max(2_147_483_647, 'Not a valid id');

const required = (label: string, max: number) =>
  requiredText(label, max, `${label} is at most ${max} characters`);

/** Optional text: empty means none (null), so a form can send '' as well. */
const optionalText = (max: number) => optionalTextOf(max, `At most ${max} characters`);

const optionalNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be more than 0`)
    .max(max, `${label} is too large`)
    .nullish()
    .transform((value) => value ?? null);

export const driverRequest = z.object({
  first_name: required('First name', 100),
  last_name: required('Last name', 100),
  phone: required('Phone', 40).regex(/^[0-9+()\-. ]{7,40}$/, 'Enter a phone number'),
  email: z
    .string()
    .trim()
    .max(254, 'E-mail is too long')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      message: 'Enter a valid e-mail address',
    }),
  license_number: required('Licence number', 30).transform((value) => value.toUpperCase()),
  license_state: usStateOf('Licence state'),
  license_expiry: calendarDate('Licence expiry'),
  status: z.enum(driverStatuses, { error: 'Choose active or inactive' }).default('active'),
  notes: optionalText(2000),
});
export type DriverRequest = z.input<typeof driverRequest>;
export type DriverData = z.output<typeof driverRequest>;

const nextModelYear = new Date().getUTCFullYear() + 1;

export const equipmentRequest = z.object({
  unit_number: required('Unit number', 30),
  equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }),
  plate: optionalText(15).transform((value) => value?.toUpperCase() ?? null),
  plate_state: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.enum(US_STATE_CODES, { error: 'Choose a US state' }).nullable()),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .superRefine((value, ctx) => {
      const problem = value === null ? null : vinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  year: z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1950, 'Year must be 1950 or later')
    .max(nextModelYear, `Year must be ${nextModelYear} or earlier`)
    .nullish()
    .transform((value) => value ?? null),
  make: optionalText(60),
  capacity_lbs: optionalNumber('Capacity', 200_000),
  length_ft: optionalNumber('Length', 100),
  status: z.enum(equipmentStatuses, { error: 'Choose active or out of service' }).default('active'),
  notes: optionalText(2000),
});
export type EquipmentRequest = z.input<typeof equipmentRequest>;
export type EquipmentData = z.output<typeof equipmentRequest>;

/** A load a driver or unit was put on (their pages list upcoming and past loads). */
export const fleetLoad = z.object({
  ...loadRowFields,
  expected_delivery_date: z.string(),
});
export type FleetLoad = z.infer<typeof fleetLoad>;

/** Whether a driver or unit can take a given load (the pickers ask with `for_load`). */
export const fleetAvailability = z.object({
  free: z.boolean(),
  reason: z.string().nullable(),
});

const stamps = {
  id: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const driverResponse = z.object({
  ...stamps,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  license_number: z.string(),
  license_state: z.string(),
  license_expiry: z.string(),
  status: z.enum(driverStatuses),
  notes: z.string().nullable(),
  availability: fleetAvailability.nullable().optional(),
});
export type DriverResponse = z.infer<typeof driverResponse>;

export const equipmentResponse = z.object({
  ...stamps,
  unit_number: z.string(),
  equipment_type: z.enum(equipmentTypes),
  plate: z.string().nullable(),
  plate_state: z.string().nullable(),
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  capacity_lbs: z.number().int().nullable(),
  length_ft: z.number().int().nullable(),
  status: z.enum(equipmentStatuses),
  notes: z.string().nullable(),
  availability: fleetAvailability.nullable().optional(),
});
export type EquipmentResponse = z.infer<typeof equipmentResponse>;

/** The view pages: the record and the loads it was put on. */
export const driverDetail = driverResponse.extend({ loads: z.array(fleetLoad) });
export type DriverDetail = z.infer<typeof driverDetail>;
export const equipmentDetail = equipmentResponse.extend({ loads: z.array(fleetLoad) });
export type EquipmentDetail = z.infer<typeof equipmentDetail>;

export const driverOrderings = ['new', 'old', 'alphabetical', 'license_expiry'] as const;
export const equipmentOrderings = ['new', 'old', 'alphabetical', 'year'] as const;

const listBase = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(200).optional(),
  /** A load's id: every result then says whether it is free for that load's dates. */
  for_load: z.coerce.number().int().positive().max(2_147_483_647).optional(),
};
export const driverListQuery = z.object({
  ...listBase,
  ordering: z.enum(driverOrderings).default('alphabetical'),
  status: z.enum(driverStatuses).optional(),
});
export type DriverListParams = z.output<typeof driverListQuery>;
export const equipmentListQuery = z.object({
  ...listBase,
  ordering: z.enum(equipmentOrderings).default('alphabetical'),
  status: z.enum(equipmentStatuses).optional(),
});
export type EquipmentListParams = z.output<typeof equipmentListQuery>;

export const driverList = listOf(driverResponse);
export type DriverList = z.infer<typeof driverList>;
export const equipmentList = listOf(equipmentResponse);
export type EquipmentList = z.infer<typeof equipmentList>;

/** PRODUCT.md 7: licences expired or expiring within this many days are flagged. */
export const LICENSE_WARNING_DAYS = 30;

export const fleetWarning = z.object({
  kind: z.enum(['license_expired', 'license_expiring', 'out_of_service']),
  id: z.number().int(),
  name: z.string(),
  date: z.string().nullable(),
});
export type FleetWarning = z.infer<typeof fleetWarning>;

export const fleetOverview = z.object({
  drivers: z.object({ count: z.number().int(), active: z.number().int() }),
  equipment: z.object({
    count: z.number().int(),
    active: z.number().int(),
    out_of_service: z.number().int(),
  }),
  warnings: z.array(fleetWarning),
});
export type FleetOverview = z.infer<typeof fleetOverview>;

export const assignFleetRequest = z.object({
  driver_id: id,
  equipment_id: id,
});
export type AssignFleetRequest = z.infer<typeof assignFleetRequest>;
