import { type BidResponse, bidList, bidResponse } from '@spotlane/shared/schemas/bids';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBid, makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ViewBidsModal } from './view-bids-modal.tsx';

const WARNING =
  'This carrier does not have the appropriate cargo insurance limits to handle this shipment';

function twoBids() {
  return [
    makeBid({ id: 7, amount: 125000 }),
    makeBid({
      id: 8,
      amount: 99900,
      carrier_user_id: 31,
      notes: 'Can load early',
      shipper_carrier: {
        first_name: 'Lou',
        last_name: 'Lowcover',
        company_name: 'Thin Cover Trucking',
        details: { cargo: '5000' },
      },
    }),
  ];
}

function open(props: { loadValue: number | null; onChat?: (id: number) => void }) {
  return renderWithApp(
    <ViewBidsModal
      loadId={42}
      loadValue={props.loadValue}
      opened
      onClose={() => {}}
      onChat={props.onChat ?? (() => {})}
    />,
  );
}

describe('View Bids (SPEC 2.11, 5)', () => {
  it("lists the load's bids with amounts, dates, notes and the insurance warning", async () => {
    signIn(makeUser());
    const bids = route('get', '/api/bids', bidList, { results: twoBids(), count: 2 });
    const onChat = vi.fn();
    const { user } = open({ loadValue: 2_000_000, onChat });

    const dialog = await screen.findByRole('dialog', { name: 'View Bids' });
    const rich = await within(dialog).findByTestId('bid-row-7');
    expect(rich).toHaveTextContent('Cara Carrier');
    expect(rich).toHaveTextContent('Fast Freight');
    expect(rich).toHaveTextContent('$1,250.00');
    expect(within(rich).queryByRole('img', { name: WARNING })).not.toBeInTheDocument();

    const thin = within(dialog).getByTestId('bid-row-8');
    expect(thin).toHaveTextContent('$999.00');
    expect(thin).toHaveTextContent('Can load early');
    expect(within(thin).getByRole('img', { name: WARNING })).toBeInTheDocument();
    expect(bids.lastQuery()).toEqual({ load_id: '42' });

    await user.click(within(thin).getByRole('button', { name: 'Chat with Thin Cover Trucking' }));
    expect(onChat).toHaveBeenCalledWith(8);
  });

  it('accepts a bid only after the confirmation, and says why when the server refuses', async () => {
    signIn(makeUser());
    route('get', '/api/bids', bidList, { results: twoBids(), count: 2 });
    let refuse = true;
    const accept = route('post', '/api/bids/:id/accept', bidResponse, () =>
      refuse
        ? apiError(409, 'Conflict', 'This load already has an accepted bid')
        : makeBid({ id: 8, is_accepted: true }),
    );
    const { user } = open({ loadValue: null });

    const row = await screen.findByTestId('bid-row-8');
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Accept' }));
    const ask = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(ask).toHaveTextContent('Would you like to accept Thin Cover Trucking bid for $999.00?');
    expect(accept.calls).toHaveLength(0);

    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'This load already has an accepted bid',
    );
    expect(accept.calls[0]?.url.pathname).toBe('/api/bids/8/accept');

    refuse = false;
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(accept.calls).toHaveLength(2);
  });

  it('asks before it takes the load from the carrier that holds it, then sends reassign', async () => {
    signIn(makeUser());
    const [held, other] = twoBids() as [BidResponse, BidResponse];
    route('get', '/api/bids', bidList, {
      results: [{ ...held, is_accepted: true, status: 'accepted' }, other],
      count: 2,
    });
    const accept = route('post', '/api/bids/:id/accept', bidResponse, () =>
      makeBid({ id: 8, is_accepted: true }),
    );
    const { user } = open({ loadValue: null });

    const row = await screen.findByTestId('bid-row-8');
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Accept' }));
    const ask = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(ask).toHaveTextContent(
      'This load is assigned to Fast Freight. Reassign it to Thin Cover Trucking? They will be told.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(accept.calls).toHaveLength(1);
    expect(accept.lastBody()).toEqual({ reassign: true });
  });

  it('turns an AlreadyAssigned answer into the reassign question instead of an error', async () => {
    signIn(makeUser());
    let acceptedElsewhere = false;
    route('get', '/api/bids', bidList, () => {
      const [first, second] = twoBids() as [BidResponse, BidResponse];
      return {
        results: acceptedElsewhere ? [{ ...first, is_accepted: true }, second] : [first, second],
        count: 2,
      };
    });
    const accept = route('post', '/api/bids/:id/accept', bidResponse, (call) => {
      if (call.body === undefined) {
        acceptedElsewhere = true;
        return apiError(409, 'AlreadyAssigned', 'This load is assigned to Fast Freight');
      }
      return makeBid({ id: 8, is_accepted: true });
    });
    const { user } = open({ loadValue: null });

    const row = await screen.findByTestId('bid-row-8');
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Accept' }));
    const ask = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(
      await within(ask).findByText(
        'This load is assigned to Fast Freight. Reassign it to Thin Cover Trucking? They will be told.',
      ),
    ).toBeInTheDocument();
    expect(within(ask).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(accept.calls.map((call) => call.body)).toEqual([undefined, { reassign: true }]);
  });

  it('says so when there is no bid yet', async () => {
    signIn(makeUser());
    route('get', '/api/bids', bidList, { results: [], count: 0 });
    open({ loadValue: null });
    expect(await screen.findByText('Currently there are no bids.')).toBeInTheDocument();
  });
});
