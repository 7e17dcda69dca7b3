import { missingFieldsMessage } from '@spotlane/shared/domain/missing-fields';
import { describe, expect, it } from 'vitest';
import {
  emptyCompany,
  formPathOf,
  missingFields,
  toRequest,
  validateCompany,
} from './company-form-values.ts';

const filled = () => {
  const values = emptyCompany();
  values.name = 'Acme Foods';
  Object.assign(values.locations[0] as object, {
    name: 'Main DC',
    address1: '1 Dock Rd',
    city: 'Dallas',
    state: 'TX',
    zipcode: '75201',
  });
  return values;
};

describe('company form values', () => {
  it('maps server and schema paths to form inputs', () => {
    expect(formPathOf('locations.0.address.zipcode')).toBe('locations.0.zipcode');
    expect(formPathOf(['locations', 1, 'name'])).toBe('locations.1.name');
    expect(formPathOf('name')).toBe('name');
  });
  it('builds the request with the address nested and the time zone from the state', () => {
    const body = toRequest(filled());
    expect(body.locations[0]?.address).toEqual({
      address1: '1 Dock Rd',
      address2: null,
      city: 'Dallas',
      state: 'TX',
      zipcode: '75201',
    });
    expect(body.locations[0]?.timezone).toBe('America/Chicago');
    expect(body.email).toBeNull();
    expect('schedule' in (body.locations[0] ?? {})).toBe(false);
  });
  it('checks with the shared schema', () => {
    expect(validateCompany(filled())).toEqual({});
    const bad = filled();
    (bad.locations[0] as { zipcode: string }).zipcode = '123';
    expect(validateCompany(bad)).toEqual({
      'locations.0.zipcode': 'Enter a 5-digit zip code (or ZIP+4)',
    });
  });
  it('names the missing fields (SPEC 5)', () => {
    const values = filled();
    values.name = '';
    expect(missingFieldsMessage(missingFields(values))).toBe(
      'The missing fields are: Company name',
    );
    (values.locations[0] as { city: string }).city = '';
    expect(missingFieldsMessage(missingFields(values))).toBe(
      'The missing fields are: Company name and City',
    );
    expect(missingFieldsMessage(missingFields(emptyCompany()))).toBe(
      'Complete all fields with asterisks',
    );
  });
});
