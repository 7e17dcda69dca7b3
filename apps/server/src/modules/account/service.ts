import type {
  AccountResponse,
  accountRequest,
  ShipperResponse,
} from '@spotlane/shared/schemas/uploads';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema.ts';
import { type AccountRow, type Caller, effectivePermissions } from '../../platform/auth.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { accountLogo } from '../../platform/storage.ts';
import { findUpload } from '../uploads/index.ts';

async function toAccount(ctx: AppContext, account: AccountRow): Promise<AccountResponse> {
  return {
    id: account.id,
    user_type: account.type as AccountResponse['user_type'],
    company_name: account.companyName,
    phone: account.phone,
    mc_number: account.mcNumber,
    dot_number: account.dotNumber,
    cargo_insurance_limit: account.cargoInsuranceLimit,
    equipment_types: account.equipmentTypes,
    logo_upload_id: account.logoUploadId,
    ...(await accountLogo(ctx.db, ctx.storage, account.logoUploadId)),
  };
}

/** GET /api/account: every user of the account may read its profile. */
export function getAccount(ctx: AppContext, caller: Caller): Promise<AccountResponse> {
  return toAccount(ctx, caller.account);
}

/**
 * PUT /api/account: the owner or a user with company_update (PRODUCT.md 1) changes the
 * company profile; logo_upload_id attaches a completed logo upload of this account, null
 * removes the logo.
 */
export async function updateAccount(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof accountRequest>,
): Promise<AccountResponse> {
  if (!effectivePermissions(caller.user).company_update)
    throw forbidden('Only the owner or a user allowed to change the company can do this');
  const carrier = caller.account.type === 'carrier';
  const current = caller.account;
  const mc = input.mc_number === undefined ? current.mcNumber : input.mc_number || null;
  const dot = input.dot_number === undefined ? current.dotNumber : input.dot_number || null;
  if (carrier && !mc && !dot) throw validation('mc_number', 'Enter an MC number or a DOT number');
  if (input.logo_upload_id) {
    const upload = await findUpload(ctx.db, current.id, input.logo_upload_id).catch(() => null);
    if (upload?.purpose !== 'logo' || upload.status !== 'completed')
      throw validation('logo_upload_id', 'Upload a PNG, JPEG or WebP logo first');
  }
  const changes = {
    ...(input.company_name ? { companyName: input.company_name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    ...(input.logo_upload_id !== undefined ? { logoUploadId: input.logo_upload_id } : {}),
    ...(carrier
      ? {
          mcNumber: mc,
          dotNumber: dot,
          ...(input.cargo_insurance_limit !== undefined
            ? { cargoInsuranceLimit: input.cargo_insurance_limit || null }
            : {}),
          ...(input.equipment_types ? { equipmentTypes: input.equipment_types } : {}),
        }
      : {}),
  };
  // Nothing sent that changes anything: the account as it is.
  if (Object.keys(changes).length === 0) return toAccount(ctx, current);
  const [account] = await ctx.db
    .update(accounts)
    .set(changes)
    .where(eq(accounts.id, current.id))
    .returning();
  if (!account) throw notFound();
  return toAccount(ctx, account);
}

/**
 * GET /api/shippers/{id}: a shipper's name and logo (SPEC 3.9, PRODUCT.md 11), by the account id
 * only (`created_by.id` of the loads a carrier sees). User ids are another number space: reading
 * the id as either would answer a different company whenever the two numbers meet, so an id that
 * is no shipper account's is 404, as is a carrier's account.
 */
export async function getShipper(
  ctx: AppContext,
  _caller: Caller,
  id: number,
): Promise<ShipperResponse> {
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.type, 'shipper')))
    .limit(1);
  if (!account) throw notFound('Shipper not found');
  return {
    id: account.id,
    company_name: account.companyName,
    ...(await accountLogo(ctx.db, ctx.storage, account.logoUploadId)),
  };
}
