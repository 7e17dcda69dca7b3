import { z } from 'zod';
import { emailField, permissionsSchema, userSchema } from './auth.ts';

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
export const teamUserList = z.object({ results: z.array(teamUser), count: z.number().int() });
