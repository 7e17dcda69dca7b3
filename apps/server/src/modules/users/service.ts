import { allPermissions, type Permissions } from '@spotlane/shared/domain/permissions';
import type { profileRequest, TeamUser } from '@spotlane/shared/schemas/users';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { invitationMail } from '../../mail-templates/account.tsx';
import {
  type AccountRow,
  type Caller,
  effectivePermissions,
  emailTaken,
  toUserDto,
  type UserRow,
} from '../../platform/auth.ts';
import { conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { createPasswordToken, setPasswordLink } from '../auth/index.ts';

export function toTeamUser(user: UserRow, account: AccountRow): TeamUser {
  return {
    ...toUserDto(user, account),
    is_owner: user.isOwner,
    status: user.status as TeamUser['status'],
  };
}

export async function listTeam(db: Db, caller: Caller) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.accountId, caller.account.id))
    .orderBy(asc(users.id));
  return { results: rows.map((row) => toTeamUser(row, caller.account)), count: rows.length };
}

/** A teammate starts with no permissions unless the inviter grants them. */
function grantedPermissions(requested: Partial<Permissions> | undefined): Permissions {
  return { ...allPermissions(false), ...(requested ?? {}) };
}

export async function inviteUser(
  ctx: AppContext,
  caller: Caller,
  input: {
    email: string;
    first_name: string;
    last_name: string;
    permissions?: Partial<Permissions>;
  },
): Promise<TeamUser> {
  const permissions = grantedPermissions(input.permissions);
  if (input.permissions && !effectivePermissions(caller.user).permission_update) throw forbidden();
  const taken = () => conflict('EmailTaken', 'An account with this e-mail already exists', 'email');
  if (await emailTaken(ctx.db, input.email)) throw taken();
  const user = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        accountId: caller.account.id,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        status: 'invited',
        permissions,
      })
      .returning()
      .catch((error: unknown) => {
        // Two invitations of one address at the same moment: the unique index decides.
        throw isUniqueViolation(error) ? taken() : error;
      });
    if (!created) throw new Error('user insert returned nothing');
    const token = await createPasswordToken(tx, created.id, 'invite');
    const mail = await invitationMail({
      firstName: created.firstName,
      inviter: caller.user,
      companyName: caller.account.companyName,
      link: setPasswordLink(ctx, token, true),
    });
    await enqueueMail(tx, { to: created.email, ...mail });
    return created;
  });
  ctx.mailWritten();
  return toTeamUser(user, caller.account);
}

export async function updateUser(
  db: Db,
  caller: Caller,
  userId: number,
  input: { first_name?: string; last_name?: string; permissions?: Partial<Permissions> },
): Promise<TeamUser> {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, caller.account.id)))
    .limit(1);
  if (!target) throw notFound();
  if (input.permissions && !effectivePermissions(caller.user).permission_update) throw forbidden();
  const [updated] = await db
    .update(users)
    .set({
      ...(input.first_name ? { firstName: input.first_name } : {}),
      ...(input.last_name ? { lastName: input.last_name } : {}),
      ...(input.permissions
        ? { permissions: { ...effectivePermissions(target), ...input.permissions } }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, target.id))
    .returning();
  if (!updated) throw notFound();
  return toTeamUser(updated, caller.account);
}

export function toProfile(user: UserRow, account: AccountRow) {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    company_name: account.companyName,
    company_phone: account.phone,
    is_owner: user.isOwner,
    user_type: account.type as 'shipper' | 'carrier',
    mc_number: account.mcNumber,
    dot_number: account.dotNumber,
    cargo_insurance_limit: account.cargoInsuranceLimit,
    equipment_types: account.equipmentTypes,
  };
}

/** Updates the caller's own name and phone; company fields only for the account's owner. */
export async function updateProfile(
  db: Db,
  caller: Caller,
  input: z.output<typeof profileRequest>,
) {
  const companyFields =
    input.company_name !== undefined ||
    input.mc_number !== undefined ||
    input.dot_number !== undefined ||
    input.cargo_insurance_limit !== undefined ||
    input.equipment_types !== undefined;
  if (companyFields && !caller.user.isOwner)
    throw forbidden('Only the account owner can change the company details');
  const carrier = caller.account.type === 'carrier';
  const mc = input.mc_number === undefined ? caller.account.mcNumber : input.mc_number || null;
  const dot = input.dot_number === undefined ? caller.account.dotNumber : input.dot_number || null;
  if (carrier && !mc && !dot) throw validation('mc_number', 'Enter an MC number or a DOT number');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, caller.user.id))
      .returning();
    const [account] = companyFields
      ? await tx
          .update(accounts)
          .set({
            ...(input.company_name ? { companyName: input.company_name } : {}),
            ...(carrier
              ? {
                  mcNumber: mc,
                  dotNumber: dot,
                  ...(input.cargo_insurance_limit
                    ? { cargoInsuranceLimit: input.cargo_insurance_limit }
                    : {}),
                  ...(input.equipment_types ? { equipmentTypes: input.equipment_types } : {}),
                }
              : {}),
          })
          .where(eq(accounts.id, caller.account.id))
          .returning()
      : [caller.account];
    if (!user || !account) throw notFound();
    return toProfile(user, account);
  });
}

/**
 * Sets or clears the `support_agent` platform flag (the support module decides who is an agent;
 * the users table is this module's): of the user with this e-mail (any case), or this id.
 */
export async function setSupportAgent(
  db: DbOrTx,
  who: { email: string } | { id: number },
  agent: boolean,
): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .update(users)
    // The agent-cli's change is an edit of the user; the first sign-in of a listed e-mail is not.
    .set({ supportAgent: agent, ...('email' in who ? { updatedAt: sql`now()` } : {}) })
    .where(
      'id' in who ? eq(users.id, who.id) : sql`lower(${users.email}) = lower(${who.email.trim()})`,
    )
    .returning({ id: users.id, email: users.email });
  return user ?? null;
}
