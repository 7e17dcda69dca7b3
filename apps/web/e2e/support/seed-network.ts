import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, newAccount, registerViaApi, xsrfHeaders } from './accounts.ts';

/** Seeds a shipper's network through the API (the pages belong to other features). */

export interface SeededLocation {
  companyId: number;
  companyName: string;
  locationId: number;
  locationName: string;
}

export async function createCompany(
  page: Page,
  name: string,
  companyType: 'origin' | 'destination' | 'both',
  place: { city: string; state: string; zipcode: string },
): Promise<SeededLocation> {
  const response = await page.request.post('/api/companies', {
    headers: await xsrfHeaders(page.context()),
    data: {
      name,
      company_type: companyType,
      locations: [
        {
          name: `${name} Dock`,
          address: { address1: '100 Industrial Way', ...place },
          shipment_process: 'appointment',
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const company = await response.json();
  return {
    companyId: company.id,
    companyName: company.name,
    locationId: company.locations[0].id,
    locationName: company.locations[0].name,
  };
}

export type Place = { name: string; city: string; state: string; zipcode: string };
export const PRAIRIE_FARMS: Place = {
  name: 'Prairie Farms',
  city: 'Dallas',
  state: 'TX',
  zipcode: '75201',
};
export const LAKESIDE_MARKET: Place = {
  name: 'Lakeside Market',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
};

/** An origin and a destination company (by default Prairie Farms, Dallas to Lakeside Market, Chicago). */
export async function createOriginAndDestination(
  page: Page,
  origin: Place = PRAIRIE_FARMS,
  destination: Place = LAKESIDE_MARKET,
) {
  const place = ({ name, ...rest }: Place) => [name, rest] as const;
  const [originName, originPlace] = place(origin);
  const [destinationName, destinationPlace] = place(destination);
  return {
    origin: await createCompany(page, originName, 'origin', originPlace),
    destination: await createCompany(page, destinationName, 'destination', destinationPlace),
  };
}

/** Monday to Friday 8:00 am - 5:00 pm; the weekend closed. */
export async function setWeekdayHours(page: Page, locationId: number) {
  const schedule = [2, 3, 4, 5, 6].map((weekday) => ({
    schedule_type: 'weekday',
    weekday,
    is_holiday: false,
    intervals: [{ start_time: '08:00', end_time: '17:00' }],
  }));
  const response = await page.request.post(
    `/api/delivery_locations/${locationId}/schedules/bulk_create`,
    {
      headers: await xsrfHeaders(page.context()),
      data: { schedule, shipment_process: 'appointment' },
    },
  );
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A carrier account with its own API session (cookies and XSRF header). */
export interface CarrierSession {
  account: Account;
  request: APIRequestContext;
  headers: () => Promise<Record<string, string>>;
}

export async function registerCarrier(
  newContext: () => Promise<APIRequestContext>,
  prefix = 'carrier',
): Promise<CarrierSession> {
  const account = newAccount('carrier', prefix);
  const request = await newContext();
  await registerViaApi(request, account);
  await request.get('/api/auth/me');
  const headers = async () => {
    const cookie = (await request.storageState()).cookies.find(
      (item) => item.name === 'XSRF-TOKEN',
    );
    expect(cookie, 'the carrier XSRF-TOKEN cookie').toBeTruthy();
    return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
  };
  return { account, request, headers };
}

/** The shipper adds a carrier account by e-mail (it links the existing account). */
export async function linkCarrier(page: Page, email: string) {
  const response = await page.request.post('/api/carriers', {
    headers: await xsrfHeaders(page.context()),
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; status: string };
}
