import { loadDetail } from '@spotlane/shared/schemas/loads';
import { commentList } from '@spotlane/shared/schemas/notifications';
import {
  documentList,
  rateConfirmationVersion,
  timeline,
} from '@spotlane/shared/schemas/paperwork';
import { trackingMap } from '@spotlane/shared/schemas/tracking';
import { shipperResponse } from '@spotlane/shared/schemas/uploads';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import ShipmentDetailPage from './spot-quote-detail-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const me = 31;

function carrier() {
  signIn(makeUser({ id: me, user_type: 'carrier', email: 'cara@freight.test' }));
  route('get', '/api/shippers/:id', shipperResponse, (call) => ({
    id: Number(call.params.id),
    company_name: 'Acme Foods',
    logo: null,
    logo_expires_at: null,
  }));
}

describe('a carrier judges a load from its detail page', () => {
  it('shows equipment, weight, miles and the posted target rate per mile', async () => {
    carrier();
    route(
      'get',
      '/api/loads/:id',
      loadDetail,
      makeLoad({
        equipment_type: 'dry_van',
        weight_lbs: 38_000,
        miles: 962,
        miles_estimated: true,
        target_rate: 192_400,
      }),
    );
    renderWithApp(<ShipmentDetailPage />, { path: '/spot-quotes/42', route: '/spot-quotes/:id' });
    const facts = await screen.findByTestId('carrier-load-facts');
    expect(facts).toHaveTextContent('Dry van');
    expect(facts).toHaveTextContent('38,000 lb');
    expect(facts).toHaveTextContent('962 mi est.');
    expect(facts).toHaveTextContent('$1,924.00 · $2.00/mi');
  });

  it('shows the carrier holding the load the agreed rate and the shipper and dock contacts', async () => {
    carrier();
    route(
      'get',
      '/api/loads/:id',
      loadDetail,
      makeLoad({
        status: 'assigned',
        assigned_to: { id: me, company_name: 'Fast Freight' },
        award: {
          agreed_rate: 165_000,
          shipper_contact: { name: 'Ann Shipper', email: 'ann@acme.test', phone: '+1 555 0100' },
          dock_contacts: [
            { stop: 'pickup', location: 'Plant dock', name: 'Gate Keeper', phone: '+1 555 0101' },
            { stop: 'delivery', location: 'Store dock', name: null, phone: null },
          ],
        },
      }),
    );
    route('get', '/api/loads/:id/comments', commentList, { results: [], count: 0 });
    route('get', '/api/loads/:id/documents', documentList, { results: [], count: 0 });
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [],
      count: 0,
      at_risk: false,
      eta: null,
    });
    // PRODUCT.md 18: the load's map (no stops known, no truck yet).
    route('get', '/api/loads/:id/tracking_map', trackingMap, {
      stops: [],
      trail: [],
      truck: null,
      eta: null,
      driver: null,
      eld: null,
      no_position_since: null,
    });
    route(
      'get',
      '/api/loads/:id/rate_confirmations',
      z.object({ results: z.array(rateConfirmationVersion), count: z.number() }),
      {
        results: [],
        count: 0,
      },
    );
    renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/assigned/42',
      route: '/spot-quotes/assigned/:id',
    });
    const award = await screen.findByTestId('award-panel');
    expect(within(award).getByText('$1,650.00')).toBeInTheDocument();
    expect(award).toHaveTextContent('Ann Shipper');
    expect(award).toHaveTextContent('ann@acme.test');
    expect(award).toHaveTextContent('Plant dock');
    expect(award).toHaveTextContent('Gate Keeper, +1 555 0101');
    expect(award).toHaveTextContent('No contact given');
  });
});
