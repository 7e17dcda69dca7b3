/**
 * A short list of the most used passwords that are at least 10 characters long (shorter
 * ones are refused by the length rule anyway). Compared case-insensitively.
 */
const commonPasswords = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  '12345678910',
  '123456789a',
  'a123456789',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'zxcvbnm123',
  'password12',
  'password123',
  'password1234',
  'password!',
  'password01',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'iloveyou12',
  'iloveyou123',
  'football12',
  'football123',
  'baseball12',
  'baseball123',
  'basketball',
  'princess12',
  'sunshine12',
  'sunshine123',
  'superman12',
  'superman123',
  'starwars12',
  'starwars123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'letmein1234',
  'trustno1234',
  'monkey1234',
  'dragon1234',
  'master1234',
  'shadow1234',
  'michael123',
  'jennifer123',
  'computer12',
  'computer123',
  'changeme123',
  'administrator',
  'admin12345',
  'admin123456',
  'abc1234567',
  'abcdefghij',
  'abcd123456',
  'aaaaaaaaaa',
  '1111111111',
  '0000000000',
  '1212121212',
  '1234512345',
  '1234567891',
  '9876543210',
  '5555555555',
  '7777777777',
  '8888888888',
  'qazwsxedcrfv',
  '1q2w3e4r5t6y',
  'zaq12wsxcde3',
  'passwordpassword',
  'spotlane123',
  'freight123',
  'shipping123',
  'trucking123',
  'carrier123',
  'shipper123',
]);

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** PRODUCT.md 1: the reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return 'Password must not be your e-mail address';
  }
  if (commonPasswords.has(password.toLowerCase())) return 'This password is too common';
  return null;
}
