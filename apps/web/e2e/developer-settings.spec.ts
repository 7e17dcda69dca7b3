import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';

/**
 * In a real browser: a personal API token made under Settings > API works as a bearer
 * token and stops at once when revoked; a webhook endpoint made under Settings > Webhooks gets a
 * signed test event (the e2e server runs with WEBHOOKS_ALLOW_PRIVATE=true, so 127.0.0.1 may
 * receive) and the delivery log says so.
 */

test('Settings > API: a token shown once works as a bearer token until it is revoked', async ({
  page,
  playwright,
}) => {
  const shipper = await signUp(page, 'shipper', 'tokens');
  await page.goto('/settings/api');
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await dialog.getByLabel('Name').fill('Nightly export');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByLabel('New API token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^spl_/);
  await expect(page.getByRole('cell', { name: /^Nightly export spl_/ })).toBeVisible();

  // A program with no cookies at all: the token alone speaks for the user.
  const program = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const me = await program.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(shipper.email);

  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  const ask = page.getByRole('dialog', { name: 'Revoke this token?' });
  await ask.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  expect((await program.get('/api/auth/me')).status()).toBe(401);
  await program.dispose();
});

test('Settings > Webhooks: a signed test event reaches the endpoint and shows in the log', async ({
  page,
}) => {
  const received: Array<{ body: string; signature: string }> = [];
  const receiver = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['spotlane-signature'] ?? '') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    await signUp(page, 'shipper', 'hooks');
    await page.goto('/settings/webhooks');
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = received;
    const parts = Object.fromEntries(
      (delivery?.signature ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
    );
    const expected = createHmac('sha256', secret)
      .update(`${parts.t}.${delivery?.body}`)
      .digest('hex');
    expect(parts.v1).toBe(expected);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });

    // Sending a test event opens the endpoint's delivery log.
    await expect(page.getByRole('button', { name: 'Hide delivery log' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('cell', { name: '200' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
