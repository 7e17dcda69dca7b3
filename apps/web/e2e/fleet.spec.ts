import { expect, test } from '@playwright/test';
import { mainMenu } from './support/accounts.ts';
import { choose } from './support/forms.ts';
import { beginJourney, shotsDir } from './support/journey.ts';
import { addLoadBetween, day, seedLocations } from './support/ship-seed.ts';

const SHOTS = shotsDir('fleet');

test('a shipper adds a driver and a unit, covers a load, cannot double-book, and releases', async ({
  page,
}) => {
  // A long journey (two forms, two loads, the pickers) on a machine shared with other runs.
  const suffix = await beginJourney(page, 'shipper', 'fleet');
  const { origin, destination } = await seedLocations(page.request, page.context());
  const first = await addLoadBetween(page, { origin, destination }, `Steel coils ${suffix}`, {
    leave: 10,
    deliver: 12,
  });
  const second = await addLoadBetween(page, { origin, destination }, `Paper rolls ${suffix}`, {
    leave: 11,
    deliver: 13,
  });

  // My Fleet starts empty; Carriers > My Fleet is the active menu entry.
  await page.goto('/fleet');
  await expect(page.getByRole('heading', { name: 'My Fleet', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Drivers: 0')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'My Fleet' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A driver, through the form (the shared schema checks it first).
  await page.getByRole('link', { name: 'New Driver' }).click();
  await expect(page).toHaveURL(/\/add-new-driver$/);
  await expect(mainMenu(page).getByRole('link', { name: 'My Fleet' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Save driver' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill(`Driver ${suffix}`);
  await page.getByLabel('Phone').fill('(312) 555-0100');
  await page.getByLabel('Licence number').fill('d1234567');
  await choose(page, 'Licence state', 'IL — Illinois');
  await page.getByLabel('Licence expiry').fill(day(400));
  await page.screenshot({ path: `${SHOTS}/driver-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save driver' }).click();
  await expect(page).toHaveURL(/\/view-driver\/\d+$/);
  await expect(page.getByRole('heading', { name: `Dana Driver ${suffix}` })).toBeVisible();
  await expect(page.getByText('D1234567 (IL)')).toBeVisible();

  // A unit: a VIN with a wrong check digit is refused before it is sent.
  await page.goto('/add-new-equipment');
  await page.getByLabel('Unit number').fill(`T-${suffix}`);
  await choose(page, 'Equipment type', 'Dry van');
  await page.getByLabel('VIN').fill('1M8GDM9A1KP042788');
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(page.getByText(/does not pass its check digit/)).toBeVisible();
  await page.getByLabel('VIN').fill('1M8GDM9AXKP042788');
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(page).toHaveURL(/\/view-equipment\/\d+$/);
  await expect(page.getByRole('heading', { name: `Unit T-${suffix}` })).toBeVisible();

  // The lists find them.
  await page.goto('/drivers');
  await expect(page.getByRole('link', { name: `Dana Driver ${suffix}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/drivers.png`, fullPage: true });
  await page.goto('/equipments');
  await expect(page.getByRole('link', { name: `T-${suffix}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/equipments.png`, fullPage: true });

  // Cover the first load with them.
  await page.goto(`/shipment-detail/${first.id}/1`);
  await page.getByRole('button', { name: 'Cover with my fleet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover with my fleet' });
  await choose(page, 'Driver', `Dana Driver ${suffix} — free`);
  await choose(page, 'Unit', `Unit T-${suffix} — free`);
  await page.screenshot({ path: `${SHOTS}/cover-modal.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cover load' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Covered by your fleet')).toBeVisible();
  await expect(page.getByRole('link', { name: `Dana Driver ${suffix}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Unit T-${suffix}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release fleet' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/covered-load.png`, fullPage: true });

  // The overlapping second load: the picker says the driver is busy, and the server refuses.
  await page.goto(`/shipment-detail/${second.id}/1`);
  await page.getByRole('button', { name: 'Cover with my fleet' }).click();
  await choose(page, 'Driver', `Dana Driver ${suffix} is on ${first.identifier} on these dates`);
  await choose(page, 'Unit', `Unit T-${suffix} is on ${first.identifier} on these dates`);
  await page.getByRole('button', { name: 'Cover load' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This load could not be covered' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('already on another load on these dates');
  await page.screenshot({ path: `${SHOTS}/double-booking.png`, fullPage: true });
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByText('Assigned carrier')).toBeVisible();

  // The driver's page lists the covered load as upcoming.
  await page.goto('/drivers');
  await page.getByRole('link', { name: `Dana Driver ${suffix}` }).click();
  await expect(page.getByRole('table', { name: 'Upcoming loads' })).toContainText(first.identifier);
  await page.screenshot({ path: `${SHOTS}/view-driver.png`, fullPage: true });

  // Release: the load is open for bids again and the driver is free.
  await page.goto(`/shipment-detail/${first.id}/1`);
  await page.getByRole('button', { name: 'Release fleet' }).click();
  await page
    .getByRole('dialog', { name: 'Release your fleet?' })
    .getByRole('button', { name: 'Yes, release' })
    .click();
  await expect(page.getByRole('button', { name: 'Cover with my fleet' })).toBeVisible();
  await expect(page.getByText('Not assigned')).toBeVisible();

  // My Fleet counts them.
  await page.goto('/fleet');
  await expect(page.getByLabel('Drivers: 1')).toBeVisible();
  await expect(page.getByLabel('Equipment: 1')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/fleet.png`, fullPage: true });
});
