import { shipperResponse } from '@spotlane/shared/schemas/uploads';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { linkExpiry } from '../../../ui/company-logo.tsx';
import { ShipperLogo } from './shipper-logo.tsx';

configure({ asyncUtilTimeout: 5000 });

const link = (n: number, expiresInSeconds: number) => {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    logo: `/api/storage/logo/3/abcdefghijklmnopqrst${n}?Content-Type=image%2Fpng&Expires=${expires}&Signature=${n}`,
    logo_expires_at: new Date(expires * 1000).toISOString(),
  };
};

describe("a shipper's logo as carriers see it (SPEC 4, PRODUCT.md 11)", () => {
  it('fetches the shipper again when the link has expired', async () => {
    const answers = [link(1, -60), link(2, 900)];
    const shipper = route('get', '/api/shippers/:id', shipperResponse, () => ({
      id: 3,
      company_name: 'Acme Foods',
      ...(answers.shift() ?? link(3, 900)),
    }));
    renderWithApp(<ShipperLogo accountId={3} name="Acme Foods" />);
    const image = await screen.findByAltText('Acme Foods logo');
    expect(image.getAttribute('src')).toContain('Signature=2');
    expect(shipper.calls).toHaveLength(2);
    expect(shipper.calls[0]?.params.id).toBe('3');
  });

  it('fetches it again once when the image fails to load, then shows the default logo', async () => {
    let asked = 0;
    const shipper = route('get', '/api/shippers/:id', shipperResponse, () => {
      asked += 1;
      return { id: 3, company_name: 'Acme Foods', ...link(asked, 900) };
    });
    renderWithApp(<ShipperLogo accountId={3} name="Acme Foods" />);
    const first = await screen.findByAltText('Acme Foods logo');
    expect(first.getAttribute('src')).toContain('Signature=1');
    fireEvent.error(first);
    await waitFor(() => expect(shipper.calls).toHaveLength(2));
    const second = await screen.findByAltText('Acme Foods logo');
    await waitFor(() => expect(second.getAttribute('src')).toContain('Signature=2'));
    // The fresh link fails too: no endless refetching, the default logo shows.
    fireEvent.error(screen.getByAltText('Acme Foods logo'));
    await waitFor(() => expect(screen.queryByAltText('Acme Foods logo')).toBeNull());
    expect(screen.getByLabelText('Acme Foods logo')).toBeInTheDocument();
    expect(shipper.calls).toHaveLength(2);
  });

  it('shows the default logo when the shipper has none', async () => {
    route('get', '/api/shippers/:id', shipperResponse, {
      id: 3,
      company_name: 'Acme Foods',
      logo: null,
      logo_expires_at: null,
    });
    renderWithApp(<ShipperLogo accountId={3} name="Acme Foods" />);
    await waitFor(() => expect(screen.getByLabelText('Acme Foods logo')).toBeInTheDocument());
    expect(screen.queryByAltText('Acme Foods logo')).toBeNull();
  });

  it('reads the expiry from the link: Expires, or X-Amz-Date with X-Amz-Expires', () => {
    expect(linkExpiry('/api/storage/logo/1/x?Expires=1800000000')?.toISOString()).toBe(
      '2027-01-15T08:00:00.000Z',
    );
    expect(
      linkExpiry(
        'https://s3.example/b/logo/1/x?X-Amz-Date=20261123T020000Z&X-Amz-Expires=900&X-Amz-Signature=a',
      )?.toISOString(),
    ).toBe('2026-11-23T02:15:00.000Z');
    expect(linkExpiry('/api/storage/logo/1/x?Signature=a')).toBeNull();
  });
});
