import { z } from 'zod';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';
import { networkOptionalText, networkText, optionalPhone } from './text.ts';

/** PRODUCT.md 13: the shipper's address book of people (contacts). */

const text = networkText;
const optionalText = networkOptionalText;

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Must be at most 254 characters')
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    message: 'Enter a valid e-mail address',
  })
  .nullish()
  .transform((value) => value || null);

export const contactRequest = z.object({
  first_name: text('First name', 100),
  last_name: text('Last name', 100),
  /** The company's name as typed; with company_id it is the linked company's name. */
  company: optionalText(200),
  /** Optionally one of the shipper's companies (GET /api/companies). */
  company_id: rowId.nullish().transform((value) => value ?? null),
  role: optionalText(100),
  email: optionalEmail,
  phone: optionalPhone,
  notes: optionalText(2000),
});
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactData = z.output<typeof contactRequest>;

export const contactResponse = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  company_id: z.number().int().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponse>;

export const contactOrderings = ['new', 'old', 'alphabetical'] as const;
export const contactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(contactOrderings).default('alphabetical'),
  company_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ContactListQuery = z.input<typeof contactListQuery>;
export type ContactListParams = z.output<typeof contactListQuery>;

export const contactList = listOf(contactResponse);
export type ContactList = z.infer<typeof contactList>;

/** A contact's full name, as lists and pickers show it. */
export const contactName = (contact: Pick<ContactResponse, 'first_name' | 'last_name'>) =>
  `${contact.first_name} ${contact.last_name}`.trim();
