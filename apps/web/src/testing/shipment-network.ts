import { carrierList, carrierListList } from '@spotlane/shared/schemas/carriers';
import { companyList } from '@spotlane/shared/schemas/companies';
import { makeCompany, makeLocation, makeUser, signIn } from './fixtures.ts';
import { route } from './msw.ts';

/**
 * A signed-in shipper with what the shipment form reads: two companies, one location each
 * (the pickup, 11, and the delivery, 12, of makeLoad), and no carriers or carrier lists yet.
 */
export function routeShipmentNetwork() {
  signIn(makeUser());
  route('get', '/api/companies', companyList, {
    results: [
      makeCompany({ id: 5, name: 'Springfield Co', locations: [makeLocation({ id: 11 })] }),
      makeCompany({
        id: 6,
        name: 'Denver Co',
        locations: [
          makeLocation({
            id: 12,
            company_id: 6,
            company_name: 'Denver Co',
            name: 'Denver Dock',
            address: {
              address1: '12 Main St',
              address2: null,
              city: 'Denver',
              state: 'CO',
              zipcode: '80202',
            },
          }),
        ],
      }),
    ],
    count: 2,
  });
  route('get', '/api/carriers', carrierList, { results: [], count: 0 });
  route('get', '/api/carrier_lists', carrierListList, { results: [], count: 0 });
}
