import { documentList, loadDocument } from '@spotlane/shared/schemas/paperwork';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { route, server } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

configure({ asyncUtilTimeout: 5000 });

const doc = (id: number, kind: 'bol' | 'pod' | 'other', party: 'shipper' | 'carrier') => ({
  id,
  load_id: 7,
  kind,
  file_name: `${kind}-${id}.pdf`,
  content_type: 'application/pdf',
  size: 1000,
  uploaded_by: 'Carl Carrier',
  uploaded_by_party: party,
  review: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the documents of a load (PRODUCT.md 12)', () => {
  it('says at the reason field that a rejection needs one, and sends nothing', async () => {
    route('get', '/api/loads/:id/documents', documentList, {
      results: [doc(1, 'pod', 'carrier')],
      count: 1,
    });
    const review = route(
      'post',
      '/api/documents/:id/review',
      loadDocument,
      doc(1, 'pod', 'carrier'),
    );
    const { user } = renderWithApp(<DocumentsPanel loadId={7} party="shipper" />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the proof of delivery' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject POD' }));
    expect(await within(dialog).findByText('Give a reason for rejecting the POD')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(review.calls).toHaveLength(0);
  });

  it('lets the uploader retype or remove its own document before review, not the other party', async () => {
    route('get', '/api/loads/:id/documents', documentList, {
      results: [doc(1, 'bol', 'carrier'), doc(2, 'other', 'shipper')],
      count: 2,
    });
    const retype = route('put', '/api/documents/:id', loadDocument, doc(1, 'pod', 'carrier'));
    const removed: string[] = [];
    server.use(
      http.delete('*/api/documents/:id', ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithApp(<DocumentsPanel loadId={7} party="carrier" />);
    // The shipper's file is the shipper's: no type picker, no Remove for the carrier.
    await screen.findByText('other-2.pdf');
    expect(screen.queryByLabelText('Type of other-2.pdf')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);

    await user.click(screen.getByLabelText('Type of bol-1.pdf'));
    await user.click(
      await screen.findByRole('option', { name: 'Proof of delivery', hidden: true }),
    );
    await screen.findByText('bol-1.pdf');
    expect(retype.lastBody()).toEqual({ kind: 'pod' });
    expect(retype.calls[0]?.url.pathname).toBe('/api/documents/1');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove this document?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await screen.findByText('bol-1.pdf');
    await expect.poll(() => removed).toEqual(['1']);
  });
});
