import {
  type CompanyFormValues,
  companyFormBody,
  companyFormPathOf,
  companyFormProblems,
  type LocationFormValues,
} from '@spotlane/shared/forms/company-form';
import { type CompanyResponse, companyTypes } from '@spotlane/shared/schemas/companies';

export type { CompanyFormValues, LocationFormValues };
/** The request body of the form's values. */
export const toRequest = companyFormBody;
/** A request body path as the form input's name. */
export const formPathOf = companyFormPathOf;

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

/** Every problem of the shared schema, keyed by form input. */
export function validateCompany(values: CompanyFormValues): Record<string, string> {
  return Object.fromEntries(
    companyFormProblems(values).map((problem) => [problem.field, problem.message]),
  );
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
