import { expect, test } from '@playwright/test';
import { INSURANCE_WARNING } from '@spotlane/shared/domain/insurance';
import { signUp, xsrfHeaders } from './support/accounts.ts';
import { bidThroughApi, decideBid, shipperCarrierAndLoad, shotsDir } from './support/journey.ts';
import { linkCarrier } from './support/seed-network.ts';

const SHOTS = shotsDir('ship');

const BLOCKED =
  'New messages are now blocked. Continue the conversation with your assigned carrier in the "Notes/Comments" section.';

test('a shipper reviews a bid, chats with the carrier and accepts it', async ({
  page,
  browser,
}) => {
  // The shipper, its companies and the carrier in its network.
  const { carrier, carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'bids', carrier: 'bidder' },
    // $200,000: above the carrier's 100k cargo limit, so the insurance warning shows.
    { name: 'Frozen peas', leave: 4, deliver: 6, more: { load_value: 20_000_000 } },
  );
  const carrierPage = await carrierContext.newPage();

  // The carrier bids through the API.
  const bid = await bidThroughApi(carrierContext, load.id);

  // The shipper opens View Bids and sees the bid.
  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'View Bids' }).click();
  const row = page.getByTestId(`bid-row-${bid.id}`);
  await expect(row).toContainText(carrier.company);
  await expect(row).toContainText(`${carrier.firstName} ${carrier.lastName}`);
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Team drivers');
  await expect(row.getByRole('img', { name: INSURANCE_WARNING })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/view-bids.png` });

  // Chat: the shipper writes, the carrier answers through the API.
  await row.getByRole('button', { name: `Chat with ${carrier.company}` }).click();
  const chat = page.getByRole('dialog', { name: 'Bids Chat' });
  await expect(chat).toContainText('Bids Chat');
  await expect(chat).toContainText(carrier.company);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await chat.getByLabel('Message').fill('Can you pick up early?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat).toContainText('Can you pick up early?');
  await expect(chat.getByLabel('Message')).toHaveValue('');
  const answer = await carrierPage.request.post(`/api/bids/${bid.id}/create_bid_comment`, {
    headers: await xsrfHeaders(carrierContext),
    data: { comment: 'Yes, from 6 am.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(chat).toContainText('Yes, from 6 am.');
  await expect(chat).toContainText(carrier.firstName);
  const area = await chat.getByTestId('chat-messages').boundingBox();
  expect(Math.round(area?.width ?? 0)).toBe(310);
  expect(Math.round(area?.height ?? 0)).toBe(261);
  await page.screenshot({ path: `${SHOTS}/bids-chat.png` });

  // Accept after the confirmation.
  await page.getByRole('button', { name: 'View Bids' }).click();
  await decideBid(page, row, 'Accept', 'Accept', { company: carrier.company, amount: '$1,500.00' });

  // The chat is now closed to new messages; the load is assigned with Notes/Comments.
  await row.getByRole('button', { name: `Chat with ${carrier.company}` }).click();
  await expect(chat.getByText(BLOCKED)).toBeVisible();
  await expect(chat.getByLabel('Message')).toBeDisabled();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByLabel('Status: Assigned').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes/Comments' })).toBeVisible();
  await page.getByLabel('New comment').fill('Dock 4, please.');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Dock 4, please.')).toBeVisible();
  await carrierContext.close();
});

test('a shipper takes an assigned load to another carrier only after the reassign question', async ({
  page,
  browser,
}) => {
  const { carrier, carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'reassign', carrier: 'first' },
    { name: 'Oak barrels', leave: 4, deliver: 6 },
  );
  const secondContext = await browser.newContext();
  const second = await signUp(secondContext, 'carrier', 'second');
  await linkCarrier(page, second.email);
  await secondContext.request.get('/api/auth/me');
  const firstBid = await bidThroughApi(carrierContext, load.id);
  const secondBid = await bidThroughApi(secondContext, load.id);

  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'View Bids' }).click();
  const firstRow = page.getByTestId(`bid-row-${firstBid.id}`);
  await decideBid(page, firstRow, 'Accept', 'Accept', {
    company: carrier.company,
    amount: '$1,500.00',
  });

  // PRODUCT.md 4: accepting the other bid asks first, in these words.
  const secondRow = page.getByTestId(`bid-row-${secondBid.id}`);
  await secondRow.getByRole('button', { name: /^(Accept|Rejected)$/ }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  const ask = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(ask).toContainText(
    `This load is assigned to ${carrier.company}. Reassign it to ${second.company}? They will be told.`,
  );
  await page.screenshot({ path: `${SHOTS}/view-bids-reassign.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/view-bids-reassign-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(secondRow.getByRole('button', { name: 'Accepted' })).toBeVisible();
  await expect(firstRow.getByRole('button', { name: 'Rejected' })).toBeVisible();
  const detail = await page.request.get(`/api/loads/${load.id}`);
  expect((await detail.json()).assigned_to.company_name).toBe(second.company);
  await carrierContext.close();
  await secondContext.close();
});
