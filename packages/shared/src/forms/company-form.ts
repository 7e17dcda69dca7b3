import { z } from 'zod';
import { defaultTimeZone } from '../domain/us-states.ts';
import { companyInput, companyTypes, type updateCompanyRequest } from '../schemas/companies.ts';
import { rowId } from '../schemas/ids.ts';
import { type FormProblem, formSchema, issueProblems } from './form-schema.ts';

/** One location of the company form: its address fields beside the others. */
export const locationFormFields = z.object({
  id: rowId.optional(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  timezone: z.string(),
  shipment_process: z.enum(['appointment', 'fcfs']),
});
export type LocationFormValues = z.input<typeof locationFormFields>;

/** The company form as typed (PRODUCT.md 3). */
export const companyFormFields = z.object({
  name: z.string(),
  company_type: z.enum(companyTypes),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  locations: z.array(locationFormFields),
});
export type CompanyFormValues = z.input<typeof companyFormFields>;
export type CompanyFormBody = z.input<typeof updateCompanyRequest>;

/**
 * The request body. Hours are not part of the form (the hours editor saves them), so no
 * `schedule` is sent and the server keeps each location's hours.
 */
export function companyFormBody(values: CompanyFormValues): CompanyFormBody {
  return {
    name: values.name,
    company_type: values.company_type,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    notes: values.notes.trim() || null,
    locations: values.locations.map((location) => ({
      ...(location.id ? { id: location.id } : {}),
      name: location.name,
      address: {
        address1: location.address1,
        address2: location.address2.trim() || null,
        city: location.city,
        state: location.state,
        zipcode: location.zipcode.trim(),
      },
      contact_name: location.contact_name.trim() || null,
      contact_phone: location.contact_phone.trim() || null,
      timezone: (location.timezone ||
        (location.state ? defaultTimeZone(location.state) : null)) as never,
      shipment_process: location.shipment_process,
    })),
  };
}

/**
 * A path of the request body (a zod issue or a server field such as
 * 'locations.0.address.zipcode') as the name of the form input that holds it.
 */
export function companyFormPathOf(field: string | readonly PropertyKey[]): string {
  const parts = (typeof field === 'string' ? field.split('.') : field.map(String)).filter(
    (part) => part !== 'address',
  );
  return parts.join('.');
}

/** Every problem of the shared schema, on its form input. */
export function companyFormProblems(values: CompanyFormValues): FormProblem[] {
  return issueProblems(companyInput.safeParse(companyFormBody(values)).error, companyFormPathOf);
}

/** The company form: the shared schema decides every message; the output is the request body. */
export const companyForm = formSchema(companyFormFields, companyFormProblems, companyFormBody);
