import { z } from 'zod';
import './messages.ts';
import { parseCargoLimit } from '../domain/insurance.ts';
import { passwordProblem } from '../domain/passwords.ts';
import { permissionFlags } from '../domain/permissions.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../domain/phone.ts';

export const userTypes = ['shipper', 'carrier'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

export const equipmentTypes = [
  'dry_van',
  'reefer',
  'flatbed',
  'step_deck',
  'power_only',
  'box_truck',
  'other',
] as const;
export const equipmentTypeLabels: Record<(typeof equipmentTypes)[number], string> = {
  dry_van: 'Dry van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  step_deck: 'Step deck',
  power_only: 'Power only',
  box_truck: 'Box truck',
  other: 'Other',
};

export const permissionsSchema = z.object(
  Object.fromEntries(permissionFlags.map((flag) => [flag, z.boolean()])) as Record<
    (typeof permissionFlags)[number],
    z.ZodBoolean
  >,
);

export const emailField = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required');

export const phoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(PHONE_PATTERN, PHONE_MESSAGE);

const digitsOnly = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, `${label} must contain digits only`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const registerCommon = {
  company_name: requiredText('Company name', 200),
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: emailField,
  phone: phoneField,
  password: z.string({ error: 'Password is required' }),
  accept_terms: z.literal(true, { error: 'You must accept the terms' }),
};

function checkPassword(value: { email: string; password: string }, ctx: z.RefinementCtx) {
  const problem = passwordProblem(value.password, value.email);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
}

export const registerShipperRequest = z
  .object({ user_type: z.literal('shipper'), ...registerCommon })
  .superRefine(checkPassword);

export const registerCarrierRequest = z
  .object({
    user_type: z.literal('carrier'),
    ...registerCommon,
    mc_number: digitsOnly('MC number'),
    dot_number: digitsOnly('DOT number'),
    cargo_insurance_limit: requiredText('Cargo insurance limit', 40).refine(
      (text) => parseCargoLimit(text) !== null,
      'Enter an amount such as 100k, $250,000 or 1m',
    ),
    equipment_types: z
      .array(z.enum(equipmentTypes), { error: 'Choose at least one equipment type' })
      .min(1, 'Choose at least one equipment type'),
  })
  .superRefine((value, ctx) => {
    checkPassword(value, ctx);
    if (!value.mc_number && !value.dot_number) {
      ctx.addIssue({
        code: 'custom',
        path: ['mc_number'],
        message: 'Enter an MC number or a DOT number',
      });
    }
  });

export const registerRequest = z.discriminatedUnion('user_type', [
  registerShipperRequest,
  registerCarrierRequest,
]);
export type RegisterRequest = z.infer<typeof registerRequest>;
export type RegisterShipperRequest = z.input<typeof registerShipperRequest>;
export type RegisterCarrierRequest = z.input<typeof registerCarrierRequest>;

export const userSchema = z.object({
  id: z.number().int(),
  user_type: userType,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  logo: z.string().nullable(),
  permissions: permissionsSchema,
  otp_enabled: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;

export const loginRequest = z.object({
  email: emailField,
  password: passwordField.max(1024, 'Password is too long'),
  remember_me: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ user: userSchema, otp_required: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const otpVerifyRequest = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const forgotPasswordRequest = z.object({ email: emailField });
export const resetPasswordRequest = z.object({
  token: z.string({ error: 'The link is not valid' }).min(16, 'The link is not valid').max(200),
  password: z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export const messageResponse = z.object({ message: z.string() });

/** The same answer whatever the e-mail, so no one can learn who has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset the password.';

export const otpSettingsRequest = z.object({ otp_enabled: z.boolean() });
