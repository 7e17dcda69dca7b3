import { z } from 'zod';
import { rowId } from './ids.ts';
import { profileRequest } from './users.ts';

/**
 * PRODUCT.md 11: one upload flow for every file the product takes. The browser asks for an
 * upload (purpose, content type, size), sends the bytes straight to storage, then completes
 * it; the server checks the stored bytes before anything is attached.
 */
export const uploadPurposes = ['logo', 'document'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const MB = 1024 * 1024;

export const UPLOAD_RULES = {
  logo: {
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 2 * MB,
    typeMessage: 'A logo must be a PNG, JPEG or WebP image',
    sizeMessage: 'A logo can be at most 2 MB',
  },
  document: {
    contentTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxBytes: 20 * MB,
    typeMessage: 'A document must be a PDF, PNG or JPEG file',
    sizeMessage: 'A document can be at most 20 MB',
  },
} as const satisfies Record<
  UploadPurpose,
  { contentTypes: readonly string[]; maxBytes: number; typeMessage: string; sizeMessage: string }
>;

/** The longest side of a stored logo, in pixels (larger logos are scaled down). */
export const LOGO_MAX_PIXELS = 512;
/** How long a logo link stays valid (PRODUCT.md 11: 15 minutes). */
export const LOGO_LINK_SECONDS = 15 * 60;

export const EMPTY_FILE_MESSAGE = 'The file is empty';

/**
 * The same check on both sides: the browser refuses a file before sending it, the API refuses
 * the request. Answers the field at fault and its message, or null when the file may go.
 */
export function uploadProblem(
  purpose: UploadPurpose,
  contentType: string,
  size: number,
): { field: 'content_type' | 'size'; message: string } | null {
  const rule = UPLOAD_RULES[purpose];
  if (!(rule.contentTypes as readonly string[]).includes(contentType.toLowerCase()))
    return { field: 'content_type', message: rule.typeMessage };
  if (size <= 0) return { field: 'size', message: EMPTY_FILE_MESSAGE };
  if (size > rule.maxBytes) return { field: 'size', message: rule.sizeMessage };
  return null;
}

export const createUploadRequest = z
  .object({
    purpose: z.enum(uploadPurposes, { error: 'Choose logo or document' }),
    content_type: z.string().trim().toLowerCase().max(100),
    size: z.number().int('Send the size in bytes').min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .superRefine((value, context) => {
    const problem = uploadProblem(value.purpose, value.content_type, value.size);
    if (problem)
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CreateUploadRequest = z.infer<typeof createUploadRequest>;

/** Where and how to send the bytes: a signed URL that expires. */
export const uploadTicket = z.object({
  id: z.number().int(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicket>;

/** The checked file. */
export const completedUpload = z.object({
  id: z.number().int(),
  content_type: z.string(),
  size: z.number().int(),
});
export type CompletedUpload = z.infer<typeof completedUpload>;

/** GET /api/account: the company profile and its logo (a signed link or null). */
export const accountResponse = z.object({
  id: z.number().int(),
  user_type: z.enum(['shipper', 'carrier']),
  company_name: z.string(),
  phone: z.string().nullable(),
  mc_number: z.string().nullable(),
  dot_number: z.string().nullable(),
  cargo_insurance_limit: z.string().nullable(),
  equipment_types: z.array(z.string()),
  logo_upload_id: z.number().int().nullable(),
  logo: z.string().nullable(),
  logo_expires_at: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/** PUT /api/account: the fields sent change; logo_upload_id null removes the logo. */
export const accountRequest = profileRequest
  .pick({
    company_name: true,
    mc_number: true,
    dot_number: true,
    cargo_insurance_limit: true,
    equipment_types: true,
  })
  .extend({
    phone: z.string().trim().max(40).nullish(),
    logo_upload_id: rowId.nullable().optional(),
  });
export type AccountRequest = z.input<typeof accountRequest>;

/** GET /api/shippers/{id}: what a carrier sees of a shipper (SPEC 3.9). */
export const shipperResponse = z.object({
  id: z.number().int(),
  company_name: z.string(),
  logo: z.string().nullable(),
  logo_expires_at: z.string().nullable(),
});
export type ShipperResponse = z.infer<typeof shipperResponse>;
