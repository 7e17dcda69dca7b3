import { z } from 'zod';
import './messages.ts';
import { parseCargoLimit } from '../domain/insurance.ts';
import { emailField, equipmentTypes, permissionsSchema, userSchema } from './auth.ts';
import { listOf } from './lists.ts';

/** Settings > Users: an owner invites a teammate; the invite link lands on /setPassword. */
export const inviteUserRequest = z.object({
  email: emailField,
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  permissions: permissionsSchema.partial().optional(),
});
export type InviteUserRequest = z.input<typeof inviteUserRequest>;

export const updateUserRequest = z.object({
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  permissions: permissionsSchema.partial().optional(),
});

export const teamUser = userSchema.extend({
  is_owner: z.boolean(),
  status: z.enum(['active', 'invited']),
});
export type TeamUser = z.infer<typeof teamUser>;
export const teamUserList = listOf(teamUser);

/** Settings > profile (/settings/user-edit): the person and, for the owner, the company. */
export const profileResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_name: z.string(),
  company_phone: z.string().nullable(),
  is_owner: z.boolean(),
  user_type: z.enum(['shipper', 'carrier']),
  mc_number: z.string().nullable(),
  dot_number: z.string().nullable(),
  cargo_insurance_limit: z.string().nullable(),
  equipment_types: z.array(z.string()),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const profileRequest = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  phone: z.string().trim().max(40).nullish(),
  company_name: z.string().trim().min(1, 'Company name is required').max(200).optional(),
  mc_number: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'MC number must contain digits only')
    .nullish(),
  dot_number: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'DOT number must contain digits only')
    .nullish(),
  cargo_insurance_limit: z
    .string()
    .trim()
    .max(40)
    .refine(
      (text) => text === '' || parseCargoLimit(text) !== null,
      'Enter an amount such as 100k, $250,000 or 1m',
    )
    .nullish(),
  equipment_types: z.array(z.enum(equipmentTypes)).max(7).optional(),
});
