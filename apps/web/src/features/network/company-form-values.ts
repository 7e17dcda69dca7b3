import { defaultTimeZone } from '@spotlane/shared/domain/us-states';
import {
  type CompanyResponse,
  companyInput,
  companyTypes,
} from '@spotlane/shared/schemas/companies';
import type { UpdateCompanyBody } from './api/update-company.ts';

/** The company form's flat shape: each location keeps its address fields beside the others. */
export interface LocationFormValues {
  id?: number;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  contact_name: string;
  contact_phone: string;
  timezone: string;
  shipment_process: 'appointment' | 'fcfs';
}

export interface CompanyFormValues {
  name: string;
  company_type: (typeof companyTypes)[number];
  email: string;
  phone: string;
  notes: string;
  locations: LocationFormValues[];
}

export function emptyLocation(): LocationFormValues {
  return {
    name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipcode: '',
    contact_name: '',
    contact_phone: '',
    timezone: '',
    shipment_process: 'appointment',
  };
}

export function emptyCompany(companyType?: string): CompanyFormValues {
  const type = (companyTypes as readonly string[]).includes(companyType ?? '')
    ? (companyType as CompanyFormValues['company_type'])
    : 'both';
  return {
    name: '',
    company_type: type,
    email: '',
    phone: '',
    notes: '',
    locations: [emptyLocation()],
  };
}

export function fromCompany(company: CompanyResponse): CompanyFormValues {
  return {
    name: company.name,
    company_type: company.company_type,
    email: company.email ?? '',
    phone: company.phone ?? '',
    notes: company.notes ?? '',
    locations: company.locations.map((location) => ({
      id: location.id,
      name: location.name,
      address1: location.address.address1,
      address2: location.address.address2 ?? '',
      city: location.address.city,
      state: location.address.state,
      zipcode: location.address.zipcode,
      contact_name: location.contact_name ?? '',
      contact_phone: location.contact_phone ?? '',
      timezone: location.timezone,
      shipment_process: location.shipment_process,
    })),
  };
}

/**
 * The request body. Hours are not part of the form (the hours editor saves them), so no
 * `schedule` is sent and the server keeps each location's hours.
 */
export function toRequest(values: CompanyFormValues): UpdateCompanyBody {
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
export function formPathOf(field: string | readonly PropertyKey[]): string {
  const parts = (typeof field === 'string' ? field.split('.') : field.map(String)).filter(
    (part) => part !== 'address',
  );
  return parts.join('.');
}

/** Every problem of the shared schema, keyed by form input. */
export function validateCompany(values: CompanyFormValues): Record<string, string> {
  const result = companyInput.safeParse(toRequest(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = formPathOf(issue.path);
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const REQUIRED_LOCATION: [keyof LocationFormValues, string][] = [
  ['name', 'Location name'],
  ['address1', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'Zip code'],
];

/** The labels of the empty required fields, for the SPEC 5 missing-fields message. */
export function missingFields(values: CompanyFormValues): string[] {
  const missing: string[] = [];
  if (!values.name.trim()) missing.push('Company name');
  values.locations.forEach((location, index) => {
    for (const [key, label] of REQUIRED_LOCATION) {
      if (!String(location[key] ?? '').trim()) {
        missing.push(values.locations.length > 1 ? `${label} (location ${index + 1})` : label);
      }
    }
  });
  return missing;
}
