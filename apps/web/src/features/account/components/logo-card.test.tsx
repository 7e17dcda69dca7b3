import {
  type AccountResponse,
  accountResponse,
  completedUpload,
  uploadTicket,
} from '@spotlane/shared/schemas/uploads';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { route, server } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { LogoCard } from './logo-card.tsx';

configure({ asyncUtilTimeout: 5000 });

const FUTURE = Math.floor(Date.now() / 1000) + 900;
const LOGO = `/api/storage/logo/3/abcdefghijklmnopqrstuv?Content-Type=image%2Fpng&Expires=${FUTURE}&Signature=ab`;

function account(overrides: Partial<AccountResponse> = {}): AccountResponse {
  return {
    id: 3,
    user_type: 'shipper',
    company_name: 'Acme Foods',
    phone: null,
    mc_number: null,
    dot_number: null,
    cargo_insurance_limit: null,
    equipment_types: [],
    logo_upload_id: null,
    logo: null,
    logo_expires_at: null,
    ...overrides,
  };
}

const withLogo = () =>
  account({
    logo_upload_id: 7,
    logo: LOGO,
    logo_expires_at: new Date(FUTURE * 1000).toISOString(),
  });

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('the company logo on /settings/account (PRODUCT.md 11)', () => {
  it('uploads a logo straight to storage with progress, then attaches it', async () => {
    let current = account();
    route('get', '/api/account', accountResponse, () => current);
    const start = route('post', '/api/uploads', uploadTicket, {
      id: 7,
      url: '/api/storage/logo/3/abcdefghijklmnopqrstuv?Signature=up',
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      expires_at: new Date(FUTURE * 1000).toISOString(),
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: Array<{ type: string | null; signature: string | null }> = [];
    server.use(
      http.put('*/api/storage/logo/3/:name', async ({ request }) => {
        sent.push({
          type: request.headers.get('content-type'),
          signature: new URL(request.url).searchParams.get('Signature'),
        });
        await held;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const complete = route('post', '/api/uploads/:id/complete', completedUpload, {
      id: 7,
      content_type: 'image/png',
      size: 1800,
    });
    const attach = route('put', '/api/account', accountResponse, () => {
      current = withLogo();
      return current;
    });

    renderWithApp(<LogoCard canChange />);
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Acme Foods logo')).toBeInTheDocument();
    choose(png());

    const bar = await screen.findByRole('progressbar');
    expect(bar).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    // Straight to the signed URL with the ticket's headers (jsdom's XHR does not hand MSW the bytes).
    expect(sent[0]).toEqual({ type: 'image/png', signature: 'up' });
    expect(start.lastBody()).toEqual({ purpose: 'logo', content_type: 'image/png', size: 2048 });
    expect(complete.calls).toHaveLength(0);
    release();

    await waitFor(() => expect(attach.calls).toHaveLength(1));
    expect(complete.calls[0]?.params.id).toBe('7');
    expect(attach.lastBody()).toEqual({ logo_upload_id: 7 });
    const preview = await screen.findByRole('img', { name: 'Acme Foods logo' });
    expect(preview).toHaveAttribute('src', LOGO);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
  });

  it('refuses a wrong type or a file over 2 MB before sending anything, with the server messages', async () => {
    route('get', '/api/account', accountResponse, account());
    const start = route('post', '/api/uploads', uploadTicket, {
      id: 9,
      url: '/api/storage/logo/3/abcdefghijklmnopqrstuv?Signature=up',
      method: 'PUT',
      headers: {},
      expires_at: new Date(FUTURE * 1000).toISOString(),
    });
    renderWithApp(<LogoCard canChange />);
    await screen.findByRole('button', { name: 'Upload logo' });

    choose(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A logo must be a PNG, JPEG or WebP image',
    );
    choose(png(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('A logo can be at most 2 MB');
    expect(start.calls).toHaveLength(0);
  });

  it('shows what the server refuses after the upload', async () => {
    route('get', '/api/account', accountResponse, account());
    route('post', '/api/uploads', uploadTicket, {
      id: 8,
      url: '/api/storage/logo/3/abcdefghijklmnopqrstuv?Signature=up',
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      expires_at: new Date(FUTURE * 1000).toISOString(),
    });
    server.use(
      http.put('*/api/storage/logo/3/:name', () => new HttpResponse(null, { status: 204 })),
    );
    route('post', '/api/uploads/:id/complete', completedUpload, () =>
      HttpResponse.json(
        {
          errors: [
            { code: 'ValidationError', message: 'The file is not a PNG image', field: 'file' },
          ],
        },
        { status: 400 },
      ),
    );
    renderWithApp(<LogoCard canChange />);
    await screen.findByRole('button', { name: 'Upload logo' });
    choose(png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a PNG image');
  });

  it('removes the logo and falls back to the default one', async () => {
    let current = withLogo();
    route('get', '/api/account', accountResponse, () => current);
    const remove = route('put', '/api/account', accountResponse, () => {
      current = account();
      return current;
    });
    const { user } = renderWithApp(<LogoCard canChange />);
    expect(await screen.findByRole('img', { name: 'Acme Foods logo' })).toHaveAttribute(
      'src',
      LOGO,
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(remove.calls).toHaveLength(1));
    expect(remove.lastBody()).toEqual({ logo_upload_id: null });
    await waitFor(() => expect(screen.queryByAltText('Acme Foods logo')).toBeNull());
    expect(screen.getByLabelText('Acme Foods logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('only shows the logo to users who may not change the company', async () => {
    route('get', '/api/account', accountResponse, withLogo());
    renderWithApp(<LogoCard canChange={false} />);
    expect(await screen.findByRole('img', { name: 'Acme Foods logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /logo/ })).toBeNull();
  });
});
