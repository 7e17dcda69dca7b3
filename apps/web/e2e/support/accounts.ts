import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';

export const PASSWORD = 'Freight-lanes-2026';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.spotlane.test`.toLowerCase();
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  type: 'shipper' | 'carrier';
}

export function newAccount(type: 'shipper' | 'carrier', prefix: string = type): Account {
  const id = randomUUID().slice(0, 6);
  return {
    email: uniqueEmail(prefix),
    password: PASSWORD,
    firstName: type === 'shipper' ? 'Sally' : 'Carl',
    lastName: `Tester${id}`,
    company: type === 'shipper' ? `Acme Foods ${id}` : `Rapid Haul ${id}`,
    type,
  };
}

/**
 * POST /api/auth/register through the given request context. With `page.request` the browser
 * context shares the cookies, so the page is signed in afterwards.
 */
export async function registerViaApi(request: APIRequestContext, account: Account) {
  const base = {
    user_type: account.type,
    company_name: account.company,
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    phone: '+1 555 010 2030',
    password: account.password,
    accept_terms: true,
  };
  const data =
    account.type === 'carrier'
      ? {
          ...base,
          mc_number: '123456',
          cargo_insurance_limit: '100k',
          equipment_types: ['dry_van'],
        }
      : base;
  const response = await request.post('/api/auth/register', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { id: number; email: string };
}

/**
 * A new account of `type`, registered through the request context of `on` (a page or a browser
 * context), which is signed in afterwards.
 */
export async function signUp(
  on: { request: APIRequestContext },
  type: Account['type'],
  prefix: string = type,
): Promise<Account> {
  const account = newAccount(type, prefix);
  await registerViaApi(on.request, account);
  return account;
}

/** A browser context of its own whose page is signed in as a new account of `type`. */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  type: Account['type'],
  prefix: string = type,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await signUp(page, type, prefix);
  return { context, page, account };
}

/** The X-XSRF-TOKEN header for an unsafe call made with the browser's session cookie. */
export async function xsrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((item) => item.name === 'XSRF-TOKEN');
  expect(cookie, 'the XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

export async function signIn(page: Page, email: string, password: string = PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
