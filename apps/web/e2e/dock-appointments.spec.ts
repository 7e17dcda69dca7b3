import { expect, test } from '@playwright/test';
import { awardedLoad, call, carrierWithShipper } from './support/carrier-market.ts';
import { shot } from './support/forms.ts';
import { slowExpect } from './support/journey.ts';

/** Days from today to the first weekday at least two days out (the seeded docks open Mon-Fri). */
function weekdayAhead(): number {
  for (let days = 2; ; days++) {
    const weekday = new Date(Date.now() + days * 86_400_000).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return days;
  }
}

/**
 * PRODUCT.md 17 in two browser contexts: the carrier wins a load and books a slot at its pickup
 * from its load page; the shipper sees it on /dock-schedule and checks the truck in and out.
 */
test('the carrier books a dock slot after winning; the shipper checks the truck in and out', async ({
  page,
  browser,
  baseURL,
}) => {
  const { shipper } = await carrierWithShipper(page, browser, baseURL);
  await call(shipper.context, 'POST', `/api/locations/${shipper.origin}/docks`, { name: 'Door 1' });
  await call(shipper.context, 'POST', `/api/locations/${shipper.origin}/docks`, { name: 'Door 2' });
  const leaveInDays = weekdayAhead();
  const loadId = await awardedLoad(page, shipper, {
    name: 'Docked dumplings',
    leaveInDays,
    amount: 205_000,
  });
  const date = new Date(Date.now() + leaveInDays * 86_400_000).toISOString().slice(0, 10);

  // The carrier's load page: the pickup takes appointments, the delivery too.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const card = page.getByTestId('dock-appointments');
  await slowExpect(card).toBeVisible();
  const pickup = card.getByTestId('stop-appointment').first();
  await expect(pickup.getByText('No appointment yet')).toBeVisible();
  await pickup.getByRole('button', { name: 'Book a slot' }).click();
  const picker = page.getByTestId('slot-picker');
  await slowExpect(picker.getByRole('button', { name: 'Book 6:00 am CST' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'dock38-picker-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'dock38-picker-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await picker.getByRole('button', { name: 'Book 7:00 am CST' }).click();
  await slowExpect(pickup.getByText(/7:00 am CST/)).toBeVisible();
  await expect(page.getByTestId('slot-picker')).toHaveCount(0);

  // The shipper's dock schedule: the load under its door, checked in and out with a tap each.
  const desk = await shipper.context.newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.goto(`/dock-schedule?location=${shipper.origin}&date=${date}`);
  const columns = desk.getByTestId('dock-columns');
  const booked = columns.getByTestId('dock-appointment').filter({ hasText: 'Docked dumplings' });
  await slowExpect(booked).toBeVisible();
  await expect(booked.getByText('7:00 am CST')).toBeVisible();
  await expect(booked.getByText('Booked')).toBeVisible();
  await shot(desk, 'dock38-schedule-1366');
  await booked.getByRole('button', { name: 'Check in' }).click();
  await slowExpect(booked.getByText('Checked in')).toBeVisible();
  await booked.getByRole('button', { name: 'Check out' }).click();
  await slowExpect(booked.getByText('Checked out')).toBeVisible();
  await shot(desk, 'dock38-schedule-checked-out-1366');

  // A phone shows the day as one list.
  await desk.setViewportSize({ width: 390, height: 844 });
  const list = desk.getByTestId('dock-list');
  await slowExpect(list.getByText(/Docked dumplings/)).toBeVisible();
  await expect(columns).toBeHidden();
  await shot(desk, 'dock38-schedule-390');

  // The location's card on its company page lists the docks and the slot rules.
  const place = await call(shipper.context, 'GET', `/api/delivery_locations/${shipper.origin}`);
  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.goto(`/view-company/${place.company_id}`);
  const settings = desk.getByTestId('dock-settings').first();
  const door = settings.getByLabel('Name of Door 2');
  await slowExpect(door).toHaveValue('Door 2');
  await settings.scrollIntoViewIfNeeded();
  await shot(desk, 'dock38-location-docks-1366');
  // Renamed in place, saved when the field is left.
  await door.fill('Door 2 (reefer)');
  await door.blur();
  await expect
    .poll(async () => {
      const list = await call(shipper.context, 'GET', `/api/locations/${shipper.origin}/docks`);
      return (list.results as Array<{ name: string }>).map((dock) => dock.name);
    })
    .toContain('Door 2 (reefer)');

  // The stop now carries the arrival and departure the dock recorded.
  const detail = await call(shipper.context, 'GET', `/api/loads/${loadId}`);
  const stops = detail.stops as Array<{ arrival_source: string; departure_source: string }>;
  expect(stops[0]).toMatchObject({ arrival_source: 'dock', departure_source: 'dock' });
});
