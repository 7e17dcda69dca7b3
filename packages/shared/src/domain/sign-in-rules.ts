/**
 * The sign-in form's checks without zod, so the sign-in page loads no schema library
 * (the first-load budget). `loginRequest` in schemas/auth.ts stays the server's truth;
 * sign-in-rules.test.ts holds these rules to the same answers and messages.
 */

/** The pattern of zod's `z.email()`, which `emailField` applies. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInField = 'email' | 'password';

/** The first problem of each field, as `loginRequest` words it (nothing when it is fine). */
export function signInProblems(values: {
  email: string;
  password: string;
}): Partial<Record<SignInField, string>> {
  const problems: Partial<Record<SignInField, string>> = {};
  const email = values.email.trim();
  if (email.length === 0) problems.email = 'E-mail is required';
  else if (email.length > 254) problems.email = 'E-mail is too long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'Enter a valid e-mail address';
  if (values.password.length === 0) problems.password = 'Password is required';
  else if (values.password.length > 1024) problems.password = 'Password is too long';
  return problems;
}
