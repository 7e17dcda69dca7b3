import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts 10 to 128 characters that are neither the e-mail nor common', () => {
    expect(passwordProblem('a-good-long-one')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
  it('explains each refusal', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 10 characters');
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(passwordProblem('Ann@Example.com', 'ann@example.com')).toBe(
      'Password must not be your e-mail address',
    );
    expect(passwordProblem('Password123')).toBe('This password is too common');
  });
});
