import { describe, expect, it } from 'vitest';
import { loginRequest } from '../schemas/auth.ts';
import { signInProblems } from './sign-in-rules.ts';

/** zod's answer in the shape of signInProblems: the first message of each field. */
function schemaProblems(values: { email: string; password: string }) {
  const parsed = loginRequest.safeParse(values);
  const problems: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    problems[field] ??= issue.message;
  }
  return problems;
}

const emails = [
  '',
  '   ',
  'ann@example.com',
  '  ann@example.com  ',
  'Ann.O+Brien@mail.example.co',
  "o'brien@example.org",
  'ann',
  'ann@',
  '@example.com',
  'ann@example',
  'ann@example.c',
  'ann..b@example.com',
  '.ann@example.com',
  'ann.@example.com',
  'ann@-example.com',
  'ann@exa_mple.com',
  'ann b@example.com',
  'ann@example.com.',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
  `${'a'.repeat(300)}@example.com`,
];
const passwords = ['', ' ', 'x', 'secret password', 'p'.repeat(1024), 'p'.repeat(1025)];

describe('the sign-in rules without zod', () => {
  it('answer what loginRequest answers, word for word, for every pair', () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(signInProblems({ email, password }), `${email} / ${password.length}`).toEqual(
          schemaProblems({ email, password }),
        );
      }
    }
  });
});
