import { z } from 'zod';
import { emailField } from './auth.ts';
import { complianceBrief } from './compliance.ts';
import { listOf } from './lists.ts';

export const addCarrierRequest = z.object({
  email: emailField,
  company_name: z.string().trim().max(200).optional().default(''),
  first_name: z.string().trim().max(100).optional().default(''),
  last_name: z.string().trim().max(100).optional().default(''),
  phone: z.string().trim().max(40).optional().default(''),
});
export type AddCarrierRequest = z.input<typeof addCarrierRequest>;

export const updateCarrierRequest = z.object({
  notes: z.string().trim().max(2000).nullish(),
  preferred: z.boolean().optional(),
  company_name: z.string().trim().max(200).optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(40).optional(),
});

export const carrierResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  status: z.enum(['linked', 'invited']),
  notes: z.string().nullable(),
  preferred: z.boolean(),
  carrier_account_id: z.number().int().nullable(),
  details: z.object({
    cargo: z.string().nullable(),
    mc_number: z.string().nullable(),
    dot_number: z.string().nullable(),
    equipment_types: z.array(z.string()),
  }),
  created_at: z.string(),
  /** PRODUCT.md 15: the registry's word and the shipper's policy on it (null: not signed up). */
  compliance: complianceBrief.nullable().optional(),
});
export type CarrierResponse = z.infer<typeof carrierResponse>;
export const carrierList = listOf(carrierResponse);
export const carrierCountResponse = z.object({ carrier_count: z.number().int() });

export const MIN_LIST_CARRIERS = 2;
export const carrierListRequest = z.object({
  name: z
    .string({ error: 'List name is required' })
    .trim()
    .min(1, 'List name is required')
    .max(200),
  carrier_ids: z
    .array(z.number().int().positive().max(2_147_483_647, 'Not a valid id'))
    .min(MIN_LIST_CARRIERS, 'A carrier list needs 2 or more carriers')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'A carrier can be in a list only once'),
});
export type CarrierListRequest = z.input<typeof carrierListRequest>;

export const carrierListResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  carrier_ids: z.array(z.number().int()),
  carriers: z.array(carrierResponse),
  created_at: z.string(),
});
export type CarrierListResponse = z.infer<typeof carrierListResponse>;
export const carrierListList = listOf(carrierListResponse);
