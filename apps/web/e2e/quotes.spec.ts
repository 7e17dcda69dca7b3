import { expect, type Page, test } from '@playwright/test';
import { signUp, xsrfHeaders } from './support/accounts.ts';
import { field, shot, typeDate } from './support/forms.ts';
import {
  createOriginAndDestination,
  linkCarrier,
  registerCarrier,
} from './support/seed-network.ts';

async function chooseState(page: Page, label: string, code: string) {
  await field(page, label).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

test('a shipper requests a no-location quote, compares two quotes and chooses one', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUp(page, 'shipper', 'quotes');
  const newContext = () => playwright.request.newContext({ baseURL });
  const cheap = await registerCarrier(newContext, 'cheap');
  const dear = await registerCarrier(newContext, 'dear');
  await page.goto('/quotes');
  await linkCarrier(page, cheap.account.email);
  await linkCarrier(page, dear.account.email);

  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await expect(page.getByText('No quote requests yet')).toBeVisible();
  await page.getByRole('button', { name: 'New quote request' }).first().click();
  await page.getByRole('menuitem', { name: 'With city, state and zip only' }).click();
  await expect(page).toHaveURL(/\/add-new-quote-no-location$/);
  await expect(page.getByRole('heading', { name: 'New Quote Request', level: 1 })).toBeVisible();

  await field(page, 'Name').fill('Austin to Reno test lane');
  await typeDate(page, 'Ship date', '04/05/2027');
  await typeDate(page, 'Expected delivery date', '04/08/2027');
  await field(page, 'Origin city').fill('Austin');
  await chooseState(page, 'Origin state', 'TX');
  await field(page, 'Origin zip code').fill('73301');
  await field(page, 'Destination city').fill('Reno');
  await chooseState(page, 'Destination state', 'NV');
  await field(page, 'Destination zip code').fill('89501');
  await field(page, 'Load value').fill('150000');
  await shot(page, 'quote-request-form', true);
  await page.getByRole('button', { name: 'Request quotes' }).click();
  await page
    .getByRole('dialog', { name: 'Review before requesting quotes' })
    .getByRole('button', { name: 'Request quotes' })
    .click();

  await expect(page).toHaveURL(/\/view-quote-no-location\/\d+$/);
  const id = Number(/view-quote-no-location\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByTestId('quote-status')).toHaveText('Collecting quotes');
  await expect(page.getByText('Informational Quote Request')).toBeVisible();
  await expect(page.getByText('Austin, TX - 73301')).toBeVisible();
  await expect(page.getByText('No quotes yet')).toBeVisible();

  // Two carriers of the audience send informational quotes.
  const quote = async (session: typeof cheap, amount: number, notes: string) => {
    const response = await session.request.post('/api/bids', {
      headers: await session.headers(),
      data: { load_id: id, amount, notes },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  await quote(dear, 180_000, 'Team drivers available');
  const chosen = await quote(cheap, 150_000, 'Solo driver, flexible pickup');

  await page.goto('/quotes');
  const card = page.getByRole('link', { name: 'Quote request Austin to Reno test lane' });
  await expect(card).toContainText('2quotes');
  await expect(card).toContainText('Collecting quotes');
  await shot(page, 'quotes');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/view-quote-no-location/${id}$`));

  const table = page.getByRole('table', { name: 'Quotes received' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('$1,500.00');
  await expect(rows.nth(0)).toContainText(cheap.account.company);
  await expect(rows.nth(1)).toContainText('$1,800.00');
  // Both carriers insure $100k of cargo; the load is worth $150k.
  await expect(
    rows
      .nth(0)
      .getByText(
        'This carrier does not have the appropriate cargo insurance limits to handle this shipment',
      ),
  ).toBeVisible();
  await expect(page.getByText('$300.00')).toBeVisible();

  await page.getByRole('button', { name: `Choose ${cheap.account.company} quote` }).click();
  const ask = page.getByRole('dialog', { name: 'Choose this quote' });
  await expect(ask).toContainText(`choose ${cheap.account.company} quote for $1,500.00`);
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Chosen, awaiting the carrier');
  await expect(page.getByRole('button', { name: 'Withdraw choice' })).toBeVisible();
  await shot(page, 'view-quote', true);

  // Withdrawing and choosing again works until the carrier confirms.
  await page.getByRole('button', { name: 'Withdraw choice' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Collecting quotes');
  await page.getByRole('button', { name: `Choose ${cheap.account.company} quote` }).click();
  await page
    .getByRole('dialog', { name: 'Choose this quote' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByTestId('quote-status')).toHaveText('Chosen, awaiting the carrier');

  // The carrier confirms with its dates: the request becomes a shipment.
  const confirm = await cheap.request.post(`/api/bids/${chosen.id}/confirm_quote`, {
    headers: await cheap.headers(),
    data: { amount: 150_000, pickup_date: '2027-04-05', delivery_date: '2027-04-08' },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Confirmed');
  const detail = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(detail.identifier).toMatch(/^SH-/);
  await expect(page.getByText(detail.identifier, { exact: false }).first()).toBeVisible();
  await expect(rows.nth(0).getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open shipment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw choice' })).toHaveCount(0);
});

test('a no-location request is edited, then made a shipment with real locations', async ({
  page,
}) => {
  await signUp(page, 'shipper', 'quote-edit');
  await page.goto('/quotes');
  await createOriginAndDestination(
    page,
    { name: 'Bluebonnet Mills', city: 'Austin', state: 'TX', zipcode: '73301' },
    { name: 'Sierra Foods', city: 'Reno', state: 'NV', zipcode: '89501' },
  );
  const created = await page.request.post('/api/loads', {
    headers: await xsrfHeaders(page.context()),
    data: {
      name: 'Flour lane',
      is_quote: true,
      quote_origin: { city: 'Austin', state: 'TX', zipcode: '73301' },
      quote_destination: { city: 'Reno', state: 'NV', zipcode: '89501' },
      date_to_leave: '2027-05-03',
      expected_delivery_date: '2027-05-06',
      specs: { Pallets: '20' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;

  await page.goto(`/view-quote-no-location/${id}`);
  await expect(page.getByRole('heading', { name: 'Quote Flour lane' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-quote-no-location/${id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Quote Request', level: 1 })).toBeVisible();
  await expect(field(page, 'Origin city')).toHaveValue('Austin');
  await field(page, 'Name').fill('Flour lane (bagged)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-quote-no-location/${id}$`));
  await expect(page.getByRole('heading', { name: 'Quote Flour lane (bagged)' })).toBeVisible();

  await page.getByRole('button', { name: 'Make it a shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/add-shipment-quote/${id}$`));
  await expect(page.getByRole('heading', { name: 'Shipment Quote', level: 1 })).toBeVisible();
  await expect(page.getByText('This quote request names only cities')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Flour lane (bagged)');
  await expect(page.getByRole('textbox', { name: 'Pallets value' })).toHaveValue('20');
  await field(page, 'Origin company').click();
  await page.getByRole('option', { name: 'Bluebonnet Mills' }).click();
  await field(page, 'Destination company').click();
  await page.getByRole('option', { name: 'Sierra Foods' }).click();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await page
    .getByRole('dialog', { name: 'Review before publishing' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const newId = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
  expect(newId).not.toBe(id);
  const shipment = await (await page.request.get(`/api/loads/${newId}`)).json();
  expect(shipment).toMatchObject({
    name: 'Flour lane (bagged)',
    is_quote: false,
    date_to_leave: '2027-05-03',
    specs: { Pallets: '20' },
  });
  expect(shipment.identifier).toMatch(/^SH-/);
  expect(shipment.origin_location.company_name).toBe('Bluebonnet Mills');
});
