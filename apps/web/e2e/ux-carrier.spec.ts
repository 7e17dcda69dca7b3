import { type Locator, type Page, test } from '@playwright/test';
import {
  call,
  cardFor,
  carrierWithShipper,
  createLoad,
  pickDate,
  tileCount,
} from './support/carrier-market.ts';
import { slowExpect as expect, markLoad, shotsDir } from './support/journey.ts';

/** The carrier side: what a carrier tripped over, walked in the browser. */

const SHOTS = shotsDir('ux-carrier');

test.describe.configure({ timeout: 120_000 });

/** Each journey: a carrier signed in on `page` and the shipper that linked it, closed after. */
const journey = test.extend<{ shipper: Awaited<ReturnType<typeof carrierWithShipper>>['shipper'] }>(
  {
    shipper: async ({ page, browser, baseURL }, use) => {
      const { shipper } = await carrierWithShipper(page, browser, baseURL);
      await use(shipper);
      await shipper.context.close();
    },
  },
);

const ALREADY_ASSIGNED = 'This quote has already been assigned to a carrier';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A screenshot of the page at desktop and phone size (then back to desktop). */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'both are on screen').toBeTruthy();
  if (!boxA || !boxB) return;
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

/** The picker's label of a day, as Mantine writes it ('21 November 2026'). */
function dayLabel(date: Date): string {
  return `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;
}

journey(
  'a quote request takes the Quote Form, and confirming it raises no false alert',
  async ({ page, shipper }) => {
    const quoteId = await createLoad(shipper, 'Denver quote', { quote: true });

    // The list and the detail call it a quote request, not an unscheduled shipment.
    await page.goto('/spot-quotes');
    const card = cardFor(page, 'Denver, CO 80202');
    await expect(card.locator('[aria-label="Status: Quote request"]')).toHaveText('Quote request');
    await expect(card.locator('[aria-label="Status: Unscheduled"]')).toHaveCount(0);
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${quoteId}$`));
    await expect(
      page.getByRole('heading', { name: `Quote request from ${shipper.account.company}` }),
    ).toBeVisible();
    await expect(page.getByText(`#${quoteId}`)).toHaveCount(0);
    await shoot(page, 'quote-request-detail');

    // Send Quote opens the Quote Form: rate and notes, no dates, a back arrow.
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${quoteId}/quote$`));
    await expect(page.getByRole('heading', { name: 'Quote Form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pickup date', exact: true })).toHaveCount(0);
    await shoot(page, 'quote-form');
    await page.getByLabel('All-in Rate').fill('900');
    await page.getByPlaceholder('Write note here...').fill('Quote for Denver');
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await expect(page.getByText('Quote sent')).toBeVisible();
    await expect(tileCount(page, 'bid-placed')).toHaveText('1');

    // The shipper chooses it; the carrier confirms it from the prompt.
    const bids = await call(page.context(), 'GET', `/api/bids?load_id=${quoteId}`);
    const quote = (bids.results as Array<{ id: number; amount: number }>)[0];
    expect(quote?.amount).toBe(90000);
    await call(shipper.context, 'POST', `/api/loads/${quoteId}/choose_quote`, {
      bid_id: quote?.id,
    });
    await page.goto('/spot-quotes');
    const prompt = page.getByRole('dialog', { name: 'Confirm your quote' });
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${quoteId}/quote$`));
    await expect(page.getByRole('heading', { name: 'Confirm Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Quote' }).click();
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await expect(page.getByText('Quote confirmed')).toBeVisible();
    await expect(tileCount(page, 'assigned')).toHaveText('1');
    // SPEC 5's alert is for opening the form on an assigned load, not for confirming one.
    await page.waitForTimeout(1500);
    await expect(page.getByText(ALREADY_ASSIGNED)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const load = await call(shipper.context, 'GET', `/api/loads/${quoteId}`);
    expect(load.identifier).toMatch(/^SH-\d+$/);

    // Opened on the now assigned load, the form says so and goes back to the list.
    await page.goto(`/spot-quotes/${quoteId}/quote`);
    await expect(page.getByText(ALREADY_ASSIGNED)).toBeVisible();
    await expect(page).toHaveURL(/\/spot-quotes$/);
  },
);

journey(
  'the bid form refuses what it must, shows server field errors inline, and the bid shows on its page',
  async ({ page, shipper }) => {
    const loadId = await createLoad(shipper, 'Austin frozen peas');

    await page.goto(`/spot-quotes/${loadId}`);
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${loadId}/bid$`));
    await expect(page.getByRole('heading', { name: 'Bid Form' })).toBeVisible();

    // The rate box (SPEC 5: digits and a point only): another character is not taken and the
    // field says why at once; a number it takes but cannot bid is kept and refused visibly.
    const rate = page.getByLabel('All-in Rate');
    for (const typed of ['-100', '1e5']) {
      await rate.fill(typed);
      await expect(rate).toHaveValue('');
      await expect(
        page.getByText('Use digits and one decimal point only, such as 1250.50'),
      ).toBeVisible();
    }
    for (const [typed, message] of [
      ['12.345', 'Use at most two decimals (cents)'],
      ['200000000', 'The rate is too large: at most $100,000,000.00'],
    ] as const) {
      await rate.fill(typed);
      await expect(rate).toHaveValue(typed);
      await expect(page.getByText(message)).toBeVisible();
    }
    await shoot(page, 'bid-form-rate-refused');

    // The pickers: no day before today can be picked.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    await page.getByRole('textbox', { name: 'Pickup date', exact: true }).click();
    await expect(
      page.getByRole('button', { name: dayLabel(yesterday), exact: true }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: dayLabel(new Date()), exact: true }),
    ).toBeEnabled();
    await page.keyboard.press('Escape');

    // The browser checks the order of the dates.
    await rate.fill('2300');
    await pickDate(page, 'Pickup date', '06/10/2030');
    await pickDate(page, 'Delivery date', '06/12/2030');
    await pickDate(page, 'Pickup date', '06/15/2030');
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    await expect(page.getByText('Delivery date must be on or after the pickup date')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${loadId}/bid$`));
    await pickDate(page, 'Pickup date', '06/10/2030');

    // What the server refuses (here a past pickup and an absurd amount slipped past the
    // browser) shows on the fields, without the generic alert.
    await page.route(
      '**/api/bids',
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({
          postData: JSON.stringify({ ...body, pickup_date: '2020-01-01', amount: 100_000_000_01 }),
        });
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    await expect(page.getByText('Pickup date cannot be in the past')).toBeVisible();
    await expect(page.getByText('The rate is too large', { exact: true })).toBeVisible();
    await expect(page.getByText('There was an error placing the bid.')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/${loadId}/bid$`));
    await shoot(page, 'bid-form-server-errors');

    // Sent as it is: placed, with a toast.
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await expect(page.getByText('Bid placed')).toBeVisible();
    await expect(tileCount(page, 'bid-placed')).toHaveText('1');

    // The carrier's own bid on its page.
    await page.getByRole('button', { name: /^Bids Placed/ }).click();
    await cardFor(page, 'Austin, TX 78701').getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/bid-placed/${loadId}$`));
    // The state is said once, by the badge beside the line.
    await expect(page.getByTestId('own-bid')).toHaveText('Your bid: $2,300 · 06-10 to 06-12');
    await expect(page.getByTestId('bid-status')).toHaveText('Pending');
    await expect(page.getByRole('button', { name: 'Edit Bid' })).toBeVisible();
    await shoot(page, 'bid-placed-own-bid');

    // Rejected: its own category, its own words, no Edit Bid.
    const bids = await call(page.context(), 'GET', `/api/bids?load_id=${loadId}`);
    const bidId = (bids.results as Array<{ id: number }>)[0]?.id;
    await call(shipper.context, 'POST', `/api/bids/${bidId}/reject`);
    await page.goto('/spot-quotes');
    await expect(tileCount(page, 'rejected')).toHaveText('1');
    await expect(tileCount(page, 'bid-placed')).toHaveText('0');
    await page.getByRole('button', { name: /^Rejected/ }).click();
    await expect(page.getByRole('heading', { name: 'Rejected', exact: true })).toBeVisible();
    await cardFor(page, 'Austin, TX 78701').getByRole('link', { name: 'Details' }).click();
    await expect(page.getByTestId('own-bid')).toHaveText('Your bid: $2,300 · 06-10 to 06-12');
    await expect(page.getByTestId('bid-status')).toHaveText('Rejected');
    await expect(page.getByRole('button', { name: 'Edit Bid' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'Bids Chat' });
    await expect(
      chat.getByText(
        'Your bid was rejected. New messages from the shipper will be e-mailed to you; you cannot respond here because the load was not assigned to you.',
      ),
    ).toBeVisible();
    await expect(chat.getByRole('link', { name: 'Edit Bid' })).toHaveCount(0);
    await expect(chat.getByLabel('Message')).toBeDisabled();
    await expectApart(chat, page.getByRole('button', { name: 'Help' }));
    await shoot(page, 'rejected-bid-chat');
    await page.setViewportSize(PHONE);
    await expectApart(chat, page.getByRole('button', { name: 'Help' }));
  },
);

journey(
  'a carrier on a phone: compact tiles, nothing sideways, confirmations before progress',
  async ({ page, shipper }) => {
    const loadId = await createLoad(shipper, 'Austin frozen peas');
    await createLoad(shipper, 'Denver quote', { quote: true });
    const bid = await call(page.context(), 'POST', '/api/bids', {
      load_id: loadId,
      amount: 230000,
      pickup_date: '2030-06-10',
      delivery_date: '2030-06-12',
      notes: null,
    });
    await call(shipper.context, 'POST', `/api/bids/${bid.id}/accept`);

    await page.setViewportSize(PHONE);
    await page.goto('/spot-quotes');
    await expect(tileCount(page, 'assigned')).toHaveText('1');
    await expect(cardFor(page, 'Denver, CO 80202')).toBeVisible();
    // The first-load budget: the phone's side menu is drawn when it first opens, and kept once closed.
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(mainMenu.getByRole('link', { name: 'Shipments' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mainMenu.getByRole('link', { name: 'Shipments' })).not.toBeInViewport();
    await expect(mainMenu).toHaveCount(1);
    const first = await page.getByRole('button', { name: /^Spot Quotes Needed/ }).boundingBox();
    const last = await page.getByRole('button', { name: /^Canceled/ }).boundingBox();
    expect(first && last).toBeTruthy();
    // Seven counts in a compact strip, not 450 px of tiles before the first card.
    expect((last?.y ?? 0) + (last?.height ?? 0) - (first?.y ?? 0)).toBeLessThan(160);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/spot-quotes-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/spot-quotes-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: /^Assigned/ }).click();
    await cardFor(page, 'Austin, TX 78701').getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/spot-quotes/assigned/${loadId}$`));
    await expect(page.getByRole('button', { name: 'Mark picked up' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // One set of steps in order: picked up comes after dispatched and arrived at pickup.
    const tracking = page.getByTestId('tracking-panel');
    await expect(tracking.getByRole('button', { name: 'Mark picked up' })).toBeDisabled();
    for (const name of ['Dispatched', 'Arrived at pickup']) {
      await tracking.getByRole('button', { name, exact: true }).click();
      await expect(tracking.getByRole('button', { name, exact: true })).toBeDisabled();
    }

    // Picked up and delivered cannot be undone: each asks first.
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const ask = page.getByRole('dialog', { name: 'Mark picked up?' });
    await expect(ask.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mark-picked-up-390.png` });
    await ask.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByLabel('Status: Assigned')).toBeVisible();
    await expect(ask).toBeHidden();
    await tracking.screenshot({ path: `${SHOTS}/tracking-panel-390.png` });
    // The check call's ETA is the app's picker (a calendar and a time), as elsewhere in the app.
    await tracking.getByRole('button', { name: /^ETA/ }).click();
    await expect(
      page.getByRole('dialog').or(page.locator('.mantine-Popover-dropdown')),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tracking-eta-picker-390.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await tracking.screenshot({ path: `${SHOTS}/tracking-panel-1440.png` });
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    await ask.getByRole('button', { name: 'Yes, picked up' }).click();
    await expect(page.getByLabel('Status: In Transit')).toBeVisible();
    await markLoad(page, 'delivered');
    await page.screenshot({ path: `${SHOTS}/assigned-detail-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/assigned-detail-1440.png`, fullPage: true });

    // The spot-quote detail of a quote request on a phone.
    await page.setViewportSize(PHONE);
    await page.goto('/spot-quotes');
    await cardFor(page, 'Denver, CO 80202').getByRole('link', { name: 'Details' }).click();
    await expect(page.getByRole('button', { name: 'Send Quote' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Settings: no shipper permission chips for a carrier.
    await page.goto('/settings/user-account');
    await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Permissions' })).toHaveCount(0);
    await shoot(page, 'carrier-user-account');
  },
);
