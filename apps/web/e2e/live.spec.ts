import { expect, type Page, test } from '@playwright/test';
import { INSURANCE_WARNING } from '@spotlane/shared/domain/insurance';
import { CHAT_REJECTED_NOTICE_TO_CARRIER } from '../src/features/bids/bid-rules.ts';
import { type Account, newAccount, signedInContext, xsrfHeaders } from './support/accounts.ts';
import { decideBid } from './support/journey.ts';
import { countMail, requireMailbox, waitForMail } from './support/mailbox.ts';

/** The blocked-chat notice as the carrier that holds the load reads it. */
const BLOCKED =
  'New messages are now blocked. The load is assigned to you: continue the conversation with the shipper in the "Notes/Comments" section.';
/** Pushed changes must show well before a slow fallback would; the chat also polls at 1 s. */
const LIVE = { timeout: 3_000 };

const weekdays = [2, 3, 4, 5, 6].map((weekday) => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: [{ start_time: '06:00', end_time: '18:00' }],
}));

function location(name: string, city: string, state: string, zipcode: string) {
  return {
    name,
    address: { address1: '1 Main St', address2: null, city, state, zipcode },
    shipment_process: 'appointment',
    schedule: weekdays,
  };
}

/** Records whether the page opened the server-sent event stream. */
function watchEvents(page: Page) {
  const seen = { opened: false };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') seen.opened = true;
  });
  return seen;
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, {
    headers: await xsrfHeaders(page.context()),
    data: data as Record<string, unknown>,
  });
  const text = await response.text();
  expect(response.ok(), `POST ${url}: ${response.status()} ${text}`).toBeTruthy();
  return JSON.parse(text) as Record<string, unknown>;
}

/** The carrier's bid form, filled and sent through the UI. */
async function bidThroughUi(page: Page, loadId: number, rate: string, note: string) {
  await page.goto(`/spot-quotes/${loadId}`);
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/spot-quotes/${loadId}/bid$`));
  await page.getByLabel('All-in Rate').fill(rate);
  for (const [label, value] of [
    ['Pickup date', '06/10/2030'],
    ['Delivery date', '06/12/2030'],
  ] as const) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    await input.fill(value);
    await input.blur();
  }
  await page.getByPlaceholder('Write note here...').fill(note);
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page).toHaveURL(/\/spot-quotes$/);
}

async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
}

test('a shipper and a carrier see each other live: bid, chat, accept, reject, insurance', async ({
  browser,
  baseURL,
}) => {
  requireMailbox();

  // Seeding through the API: a shipper, two carriers in its network and one $50,000 load.
  const {
    context: shipperContext,
    page: shipperPage,
    account: shipper,
  } = await signedInContext(browser, baseURL, 'shipper', 'live');
  const {
    context: carrierContext,
    page: carrierPage,
    account: carrier,
  } = await signedInContext(browser, baseURL, 'carrier', 'live');
  const lowContext = await browser.newContext({ baseURL });
  const lowPage = await lowContext.newPage();
  const low: Account = newAccount('carrier', 'lowins');
  const registered = await lowPage.request.post('/api/auth/register', {
    data: {
      user_type: 'carrier',
      company_name: low.company,
      first_name: low.firstName,
      last_name: low.lastName,
      email: low.email,
      phone: '+1 555 010 2030',
      password: low.password,
      accept_terms: true,
      mc_number: '654321',
      cargo_insurance_limit: '10k',
      equipment_types: ['dry_van'],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  for (const account of [carrier, low]) {
    await post(shipperPage, '/api/carriers', { email: account.email });
  }
  const company = await post(shipperPage, '/api/companies', {
    name: 'Lone Star Foods',
    company_type: 'both',
    locations: [
      location('Austin DC', 'Austin', 'TX', '78701'),
      location('Atlanta Store', 'Atlanta', 'GA', '30303'),
    ],
  });
  const [origin, destination] = (company.locations as Array<{ id: number }>).map((l) => l.id);
  const load = await post(shipperPage, '/api/loads', {
    name: 'Live peas',
    origin_location_id: origin,
    destination_location_id: destination,
    date_to_leave: '2030-06-10',
    expected_delivery_date: '2030-06-12',
    load_value: 5_000_000,
    audience: { type: 'all' },
  });
  const loadId = load.id as number;
  const bidMail = /^New bid on "Live peas"$/;

  const shipperEvents = watchEvents(shipperPage);
  const carrierEvents = watchEvents(carrierPage);

  // The shipper opens View Bids on the empty load.
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  await expect(shipperPage.getByLabel('Status: Unscheduled').first()).toBeVisible();
  const unreadBefore = await unreadCount(shipperPage);
  await shipperPage.getByRole('button', { name: 'View Bids' }).click();
  const viewBids = shipperPage.getByRole('dialog', { name: 'View Bids' });
  await expect(viewBids.getByText('Currently there are no bids.')).toBeVisible();

  // The carrier bids through the bid form; the open modal shows it without a reload.
  await bidThroughUi(carrierPage, loadId, '1250', 'Team drivers');
  const row = viewBids.getByRole('row').filter({ hasText: carrier.company });
  await expect(row).toContainText('$1,250.00', LIVE);
  await expect(row).toContainText('Team drivers');
  await expect(row.getByRole('img', { name: INSURANCE_WARNING })).toHaveCount(0);
  await expect.poll(() => unreadCount(shipperPage), LIVE).toBeGreaterThan(unreadBefore);
  expect(shipperEvents.opened, 'the shipper page opened /api/events').toBe(true);
  expect(carrierEvents.opened, 'the carrier page opened /api/events').toBe(true);

  // Chat both ways: each open panel shows the other side's message.
  await row.getByRole('button', { name: `Chat with ${carrier.company}` }).click();
  const shipperChat = shipperPage.getByRole('dialog', { name: 'Bids Chat' });
  await expect(shipperChat).toContainText(carrier.company);
  await carrierPage.goto(`/spot-quotes/bid-placed/${loadId}`);
  await carrierPage.getByRole('button', { name: 'Chat', exact: true }).click();
  const carrierChat = carrierPage.getByRole('dialog', { name: 'Bids Chat' });
  await expect(carrierChat).toContainText(shipper.company);
  await expect(carrierChat.getByLabel('Message')).toBeEnabled();

  await shipperChat.getByLabel('Message').fill('Can you pick up at 6 am?');
  await shipperChat.getByRole('button', { name: 'Send' }).click();
  await expect(shipperChat).toContainText('Can you pick up at 6 am?');
  await expect(carrierChat).toContainText('Can you pick up at 6 am?', LIVE);
  const unreadBeforeChat = await unreadCount(shipperPage);
  await carrierChat.getByLabel('Message').fill('Yes, driver is ready.');
  await carrierChat.getByRole('button', { name: 'Send' }).click();
  await expect(carrierChat).toContainText('Yes, driver is ready.');
  await expect(shipperChat).toContainText('Yes, driver is ready.', LIVE);
  await expect.poll(() => unreadCount(shipperPage), LIVE).toBeGreaterThan(unreadBeforeChat);
  await shipperChat.getByRole('button', { name: 'Close chat' }).click();

  // A second carrier page watches the tiles of /spot-quotes.
  const carrierList = await carrierContext.newPage();
  await carrierList.goto('/spot-quotes');
  // A cold page load, which the other journeys' workers can slow past the default wait on a
  // 2-core machine; the live updates below keep their own short wait (LIVE).
  await expect(carrierList.getByTestId('tile-count-bid-placed')).toHaveText('1', {
    timeout: 30_000,
  });
  await expect(carrierList.getByTestId('tile-count-assigned')).toHaveText('0');

  const carrierUnread = await unreadCount(carrierList);

  // The shipper accepts after the confirmation.
  if (!(await viewBids.isVisible())) {
    await shipperPage.getByRole('button', { name: 'View Bids' }).click();
  }
  const bid = { company: carrier.company, amount: '$1,250.00' };
  await decideBid(shipperPage, row, 'Accept', 'Accept', bid);
  await expect(shipperPage.getByLabel('Status: Assigned').first()).toBeVisible();

  // The carrier's open chat blocks new messages; its tiles move the load to Assigned.
  await expect(carrierChat.getByText(BLOCKED)).toBeVisible(LIVE);
  await expect(carrierChat.getByLabel('Message')).toBeDisabled();
  await expect(carrierList.getByTestId('tile-count-assigned')).toHaveText('1', LIVE);
  await expect(carrierList.getByTestId('tile-count-bid-placed')).toHaveText('0');
  await expect.poll(() => unreadCount(carrierList), LIVE).toBeGreaterThan(carrierUnread);

  // The shipper switches to reject: the load reopens.
  await decideBid(shipperPage, row, 'Accepted', 'Reject', bid);
  await expect(carrierList.getByTestId('tile-count-assigned')).toHaveText('0', LIVE);
  await expect(carrierChat.getByText(BLOCKED)).toBeHidden(LIVE);
  // The rejected carrier reads the notice addressed to it, the shipper the SPEC's.
  await expect(carrierChat.getByText(CHAT_REJECTED_NOTICE_TO_CARRIER)).toBeVisible();
  await expect(shipperPage.getByLabel('Status: Unassigned').first()).toBeVisible();

  // The under-insured carrier bids: the open modal shows the warning on its row.
  const unreadMid = await unreadCount(shipperPage);
  await bidThroughUi(lowPage, loadId, '900', 'Cheap and quick');
  const lowRow = viewBids.getByRole('row').filter({ hasText: low.company });
  await expect(lowRow).toContainText('$900.00', LIVE);
  await expect(lowRow.getByRole('img', { name: INSURANCE_WARNING })).toBeVisible();
  await expect.poll(() => unreadCount(shipperPage), LIVE).toBeGreaterThan(unreadMid);

  await shipperPage.keyboard.press('Escape');
  await expect(viewBids).toBeHidden();
  await expect(shipperPage.getByLabel('Status: Unassigned').first()).toBeVisible();

  // The bell lists both bids.
  await shipperPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const list = shipperPage.getByLabel('Notification list');
  await expect(list.getByText('New bid on "Live peas"')).toHaveCount(2);
  await shipperPage.keyboard.press('Escape');

  // The bids arrived by e-mail too.
  const first = await waitForMail(shipper.email, bidMail);
  expect(first.text).toContain(carrier.company);
  const second = await waitForMail(shipper.email, bidMail, { skip: 1 });
  expect(second.text).toContain(low.company);
  expect(countMail(shipper.email, bidMail)).toBe(2);
  const chatMail = await waitForMail(
    shipper.email,
    new RegExp(`^New message from ${carrier.company}$`),
  );
  expect(chatMail.text).toContain('Yes, driver is ready.');
  await waitForMail(carrier.email, /^Your bid on "Live peas" was accepted$/);

  await lowContext.close();
  await carrierContext.close();
  await shipperContext.close();
});
