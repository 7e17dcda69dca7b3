import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from './auth.ts';

const shipper = {
  user_type: 'shipper',
  company_name: 'Acme',
  first_name: 'Ann',
  last_name: 'Lee',
  email: ' Ann@Example.com ',
  phone: '+1 312 555 0100',
  password: 'a-good-long-one',
  accept_terms: true,
};

describe('registerRequest', () => {
  it('accepts a shipper and trims the e-mail', () => {
    const parsed = registerRequest.parse(shipper);
    expect(parsed.email).toBe('Ann@Example.com');
  });

  it('requires the terms to be accepted', () => {
    const result = registerRequest.safeParse({ ...shipper, accept_terms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['accept_terms']);
  });

  it('asks a carrier for an MC or DOT number, digits only', () => {
    const carrier = {
      ...shipper,
      user_type: 'carrier',
      cargo_insurance_limit: '100k',
      equipment_types: ['dry_van'],
    };
    const none = registerRequest.safeParse(carrier);
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mc_number', 'Enter an MC number or a DOT number'],
    ]);
    const letters = registerRequest.safeParse({ ...carrier, dot_number: 'DOT12' });
    expect(letters.error?.issues[0]?.message).toBe('DOT number must contain digits only');
    expect(registerRequest.safeParse({ ...carrier, dot_number: '1234567' }).success).toBe(true);
  });
});

describe('loginRequest', () => {
  it('defaults remember_me to false', () => {
    expect(loginRequest.parse({ email: 'a@b.co', password: 'x' }).remember_me).toBe(false);
  });
});
