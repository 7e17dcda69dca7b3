import { expect, test } from '@playwright/test';
import { bidThroughApi, shipperCarrierAndLoad, shotsDir, slowExpect } from './support/journey.ts';

const SHOTS = shotsDir('counter');

/**
 * PRODUCT.md 9: the shipper counters a bid in the bids chat; the carrier, in a
 * second browser, accepts the counter there; the load is assigned at the countered rate.
 */
test('a shipper counters, the carrier accepts in its own browser, and the load is assigned', async ({
  page,
  browser,
}) => {
  const deadline = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
  const { carrier, carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'counter', carrier: 'countered' },
    { name: 'Counter peas', leave: 4, deliver: 6, more: { bid_deadline: deadline } },
  );
  const carrierPage = await carrierContext.newPage();

  // The carrier sees the countdown and bids.
  await carrierPage.goto(`/spot-quotes/${load.id}`);
  await slowExpect(carrierPage.getByTestId('bid-countdown')).toContainText('Bidding closes in');
  const bid = await bidThroughApi(carrierContext, load.id);

  // The shipper opens the bid's chat and proposes $1,400.
  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'View Bids' }).click();
  const row = page.getByTestId(`bid-row-${bid.id}`);
  await slowExpect(row.getByTestId('bid-status')).toHaveText('Pending');
  await row.getByRole('button', { name: `Chat with ${carrier.company}` }).click();
  const chat = page.getByRole('dialog', { name: 'Bids Chat' });
  await chat.getByRole('button', { name: 'Counter' }).click();
  await chat.getByLabel('Amount ($)').fill('1400');
  await chat.getByLabel('Note').fill('Can you do 1400?');
  await chat.getByRole('button', { name: 'Send proposal' }).click();
  const card = chat.getByTestId('counter-cards');
  await expect(card).toContainText('$1,400.00');
  await expect(card).toContainText('open');
  // The shipper cannot answer its own proposal.
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shipper-counter.png` });

  // The carrier, in its own browser, accepts it in the chat.
  await carrierPage.goto(`/spot-quotes/bid-placed/${load.id}`);
  await slowExpect(carrierPage.getByTestId('own-bid')).toContainText('Your bid: $1,500');
  await expect(carrierPage.getByTestId('bid-status')).toHaveText('Pending');
  await carrierPage.getByRole('button', { name: 'Chat', exact: true }).click();
  const carrierChat = carrierPage.getByRole('dialog', { name: 'Bids Chat' });
  await expect(carrierChat.getByTestId('counter-cards')).toContainText('$1,400.00');
  await carrierPage.screenshot({ path: `${SHOTS}/carrier-counter.png` });
  await carrierChat.getByRole('button', { name: 'Accept' }).click();
  await expect(carrierChat.getByTestId('counter-cards')).toContainText('accepted');
  await expect(carrierChat.getByTestId('bid-status')).toHaveText('Accepted');

  // The load is assigned to the carrier at the countered rate.
  await page.reload();
  await slowExpect(page.getByLabel('Status: Assigned').first()).toBeVisible();
  const detail = await page.request.get(`/api/bids?load_id=${load.id}`);
  const bids = (await detail.json()) as {
    results: Array<{ amount: number; status: string; counters: unknown[] }>;
  };
  expect(bids.results[0]).toMatchObject({ amount: 140_000, status: 'accepted' });
  expect(bids.results[0]?.counters).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS}/assigned.png` });
  await carrierContext.close();
});
