import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashToken,
  newOtpCode,
  newToken,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './secrets.ts';

describe('password hashing', () => {
  it('uses the OWASP argon2id parameters (m=19 MiB, t=2, p=1)', async () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const hash = await hashPassword('a-long-enough-password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('a-long-enough-password');
    expect(await verifyPassword(hash, 'a-long-enough-password')).toBe(true);
    expect(await verifyPassword(hash, 'a-long-enough-passworD')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('garbage', 'anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes 128-bit random tokens and six-digit codes', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
    expect(hashToken('abc')).toHaveLength(64);
  });
});
