import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { profileFormDefaults, profileFormErrors, toProfileRequest } from './profile-form-values.ts';

const carrier: ProfileResponse = {
  first_name: 'Carl',
  last_name: 'Hauler',
  email: 'carl@example.com',
  phone: null,
  company_name: 'Rapid Haul',
  company_phone: '+1 555 010 2030',
  is_owner: true,
  user_type: 'carrier',
  mc_number: '123456',
  dot_number: null,
  cargo_insurance_limit: '100k',
  equipment_types: ['dry_van'],
};

const owner = { isOwner: true, userType: 'carrier' as const };

describe('toProfileRequest', () => {
  it('sends only the person for a non-owner', () => {
    const values = profileFormDefaults(carrier);
    expect(toProfileRequest(values, { isOwner: false, userType: 'carrier' })).toEqual({
      first_name: 'Carl',
      last_name: 'Hauler',
      phone: null,
    });
  });

  it('sends the company name only for a shipper owner', () => {
    const values = { ...profileFormDefaults(carrier), phone: '+1 555 123 4567' };
    expect(toProfileRequest(values, { isOwner: true, userType: 'shipper' })).toEqual({
      first_name: 'Carl',
      last_name: 'Hauler',
      phone: '+1 555 123 4567',
      company_name: 'Rapid Haul',
    });
  });

  it('sends the authority and equipment for a carrier owner', () => {
    const body = toProfileRequest({ ...profileFormDefaults(carrier), dot_number: ' 42 ' }, owner);
    expect(body).toMatchObject({
      company_name: 'Rapid Haul',
      mc_number: '123456',
      dot_number: '42',
      cargo_insurance_limit: '100k',
      equipment_types: ['dry_van'],
    });
  });
});

describe('profileFormErrors', () => {
  it.each([
    { name: 'accepts the stored profile', changes: {}, who: owner, expected: {} },
    {
      name: 'uses the shared schema messages',
      changes: {
        first_name: ' ',
        company_name: '',
        dot_number: '12a',
        cargo_insurance_limit: 'lots',
      },
      who: owner,
      expected: {
        first_name: 'First name is required',
        company_name: 'Company name is required',
        dot_number: 'DOT number must contain digits only',
        cargo_insurance_limit: 'Enter an amount such as 100k, $250,000 or 1m',
      },
    },
    {
      name: 'asks a carrier owner for an MC or DOT number, a limit and equipment',
      changes: { mc_number: '', dot_number: '', cargo_insurance_limit: '', equipment_types: [] },
      who: owner,
      expected: {
        mc_number: 'Enter an MC number or a DOT number',
        cargo_insurance_limit: 'Cargo insurance limit is required',
        equipment_types: 'Choose at least one equipment type',
      },
    },
    {
      name: 'ignores company fields for a non-owner',
      changes: { company_name: '', mc_number: '' },
      who: { isOwner: false, userType: 'carrier' as const },
      expected: {},
    },
  ])('$name', ({ changes, who, expected }) => {
    expect(profileFormErrors({ ...profileFormDefaults(carrier), ...changes }, who)).toEqual(
      expected,
    );
  });
});
